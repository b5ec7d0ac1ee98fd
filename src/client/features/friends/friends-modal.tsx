import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FRIENDS_FEEDBACK_MS } from '../../../shared/friends/messages';
import type { FriendsOverview } from '../../../shared/friends/schemas';
import { Dialog, FlashRegion, Tabs, useFlash } from '../../ui';
import { FriendSearch } from './friend-search';
import { FriendsPanel, RequestsPanel } from './friends-panels';
import type { PanelProps } from './friends-panels';
import { friendsOverviewQueryOptions } from './queries';
import { useFriendActions } from './use-friend-actions';
import './friends.css';

export const FRIENDS_TITLE = 'Friends';

type FriendsTab = 'requests' | 'friends';

export interface FriendsModalProps {
  onClose: () => void;
  /**
   * The tab it opens on (default Requests). 'links': the one holding the viewer's links, for a
   * deletion they block: Friends if there are friends, else Requests (received and sent).
   */
  openOn?: FriendsTab | 'links';
}

function linksTab(overview: FriendsOverview | undefined): FriendsTab {
  return overview && overview.friends.length > 0 ? 'friends' : 'requests';
}

function TabLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <>
      {text}
      {count ? <span className="friends-count">{count}</span> : null}
    </>
  );
}

/**
 * The Friends modal (docs/product.md#friends): search and add, then the Requests and Friends tabs.
 * Every action's feedback shows for 3 seconds. Full screen on phones. Mount it to open it.
 */
export function FriendsModal({ onClose, openOn = 'requests' }: FriendsModalProps) {
  const { flash, show, clear } = useFlash(FRIENDS_FEEDBACK_MS);
  const query = useQuery(friendsOverviewQueryOptions);
  const actions = useFriendActions(show);
  const overview = query.data;
  // Until the reader picks a tab, 'links' follows the lists as they load.
  const [picked, setPicked] = useState<string | null>(openOn === 'links' ? null : openOn);
  const tab = picked ?? linksTab(overview);

  const panel: PanelProps = {
    overview,
    failed: query.isError,
    onRetry: () => void query.refetch(),
    actions,
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={FRIENDS_TITLE}
      width={560}
      height={680}
      mobileSheet
    >
      <FriendSearch overview={overview} actions={actions} show={show} clear={clear} />
      <FlashRegion flash={flash} className="friends-flash" />
      <Tabs
        label="Friends lists"
        value={tab}
        onValueChange={setPicked}
        items={[
          {
            value: 'requests',
            label: <TabLabel text="Requests" count={overview?.incoming.length} />,
            content: <RequestsPanel {...panel} />,
          },
          {
            value: 'friends',
            label: <TabLabel text="Friends" count={overview?.friends.length} />,
            content: <FriendsPanel {...panel} />,
          },
        ]}
      />
    </Dialog>
  );
}
