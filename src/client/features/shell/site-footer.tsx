import { Link } from '../../lib/router';
import { socialNetworkName } from '../../lib/social';
import { ExternalLinkIcon } from '../../ui';

export interface SiteFooterProps {
  appName: string;
  socialUrl?: string;
  /** The year shown; defaults to the current local year. */
  year?: number;
  /** The Contact link (default true); /contact needs an account, so a visitor's footer has none. */
  contactLink?: boolean;
}

/**
 * Year, brand, the policy and contact pages, and the social link
 * (docs/product.md#the-shell-and-menu).
 */
export function SiteFooter({ appName, socialUrl, year, contactLink = true }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">
          © {year ?? new Date().getFullYear()} {appName}
        </p>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            {contactLink ? (
              <li>
                <Link to="/contact">Contact</Link>
              </li>
            ) : null}
            {socialUrl ? (
              <li>
                <a href={socialUrl} target="_blank" rel="noopener noreferrer">
                  {socialNetworkName(socialUrl) ?? 'Social media'}
                  <ExternalLinkIcon />
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
