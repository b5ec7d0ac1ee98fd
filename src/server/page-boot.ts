import { createHash } from 'node:crypto';

/**
 * The first requests of a page, started by the page itself while its code downloads.
 *
 * Every page's code asks the API for the session and the public configuration before it shows
 * anything, and a game page then asks for today's play; each of those requests used to wait until
 * the scripts had downloaded and run. This small inline script (the same text on every page, so
 * the Content-Security-Policy allows it by its hash) starts them from the HTML instead: it reads
 * the paths from its own `data-get` attribute (and `data-get-desktop`, asked only wider than a
 * phone) and leaves the pending responses in `window.__mgBoot` for the client's lib/http, which
 * takes each one once instead of asking again. It never reads a response itself. Today's puzzle
 * is asked for as `today`: the server computes the player's day (one 'today' per player).
 */
export const BOOT_SCRIPT =
  "(()=>{const s=document.currentScript,w=!matchMedia('(max-width: 768px)').matches,b={}," +
  "l=`${s.dataset.get||''} ${w?s.dataset.getDesktop||'':''}`.split(' ').filter(Boolean);" +
  "for(const path of l)b[path]={at:Date.now(),response:fetch(path,{credentials:'same-origin',headers:{Accept:'application/json'}})};" +
  'window.__mgBoot=b})()';

/** The CSP source that allows exactly BOOT_SCRIPT. */
export const BOOT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** Paths the client asks first; `desktop` ones only wider than 768 px. */
export interface BootRequests {
  get: readonly string[];
  desktop?: readonly string[];
}

const attr = (paths: readonly string[]) =>
  paths.map((p) => p.replaceAll('&', '&amp;').replaceAll('"', '&quot;')).join(' ');

/** The script tag for a page; it goes before the page's module script. */
export function bootScriptTag({ get, desktop = [] }: BootRequests): string {
  const desktopAttr = desktop.length > 0 ? ` data-get-desktop="${attr(desktop)}"` : '';
  return `<script data-get="${attr(get)}"${desktopAttr}>${BOOT_SCRIPT}</script>`;
}

/**
 * A server-rendered page's module script and the chunks it needs, started after the page's first
 * frame: the HTML is the page, drawn as it arrives, and the script (which makes it live,
 * docs/decisions/023) must not run, nor its chunks be compiled, before that paint. In the HTML
 * they ran first on a fast connection: the browser compiled the preloaded chunks and ran the
 * module before painting, so their downloads counted towards the page's paint (Lighthouse
 * simulates the paint from what ran before it). The same text on every page: the paths are in
 * its `data-src` and `data-preload`, and the Content-Security-Policy allows it by its hash.
 */
export const MODULE_LOADER =
  '(()=>{const d=document.currentScript.dataset;requestAnimationFrame(()=>setTimeout(()=>{' +
  "const add=(e)=>{e.crossOrigin='';document.head.append(e)};" +
  "for(const h of (d.preload||'').split(' ').filter(Boolean)){" +
  "const l=document.createElement('link');l.rel='modulepreload';l.href=h;add(l)}" +
  "const m=document.createElement('script');m.type='module';m.src=d.src;add(m)}))})()";

/** The CSP source that allows exactly MODULE_LOADER. */
export const MODULE_LOADER_CSP = `'sha256-${createHash('sha256').update(MODULE_LOADER).digest('base64')}'`;

/** The loader tag that starts `src`, with `preload` beside it, after the first frame. */
export function moduleLoaderTag(src: string, preload: readonly string[]): string {
  return `<script data-src="${attr([src])}" data-preload="${attr(preload)}">${MODULE_LOADER}</script>`;
}
