import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, FeedbackMessage } from '../../ui';
import { errorText } from '../../lib/http';
import { formatLongDate } from '../../../shared/play/dates';
import { gameDefinition } from '../../../shared/play/game-registry';
import { formatRankedTime } from '../../../shared/play/leaderboard';
import { holdReasonText } from '../../../shared/play/fair-play';
import type { ReviewItem } from '../../../shared/play/schemas';
import { decideReview, fetchReviews, reviewsKey } from './api';

export const REVIEW_TEXTS = {
  title: 'Results under review',
  intro:
    'A result faster than the fastest person plays the game (a reaction, a key per letter or action, a moment per clue or round read; a batch of letters sooner than it can be typed; a finish too soon after Continue for what was still open at the pause) is kept off the leaderboard until you accept it. Reject keeps it off for good.',
  noReason: 'Held before reasons were kept: faster than 0.25 s per letter or action.',
  loading: 'Loading results under review...',
  failed: 'The results under review could not be loaded.',
  empty: 'No results are waiting for review.',
  accepted: (name: string) => `Accepted: ${name}'s result now ranks.`,
  rejected: (name: string) => `Rejected: ${name}'s result stays off the leaderboard.`,
  decideFailed: 'That decision could not be saved. Please try again.',
} as const;

function Row({
  item,
  onDecide,
  busy,
}: {
  item: ReviewItem;
  onDecide: (d: 'accept' | 'reject') => void;
  busy: boolean;
}) {
  const perInput = item.inputs > 0 ? (item.timeSeconds - item.penaltySeconds) / item.inputs : 0;
  return (
    <li className="admin-review">
      <div className="admin-review__who">
        <span className="admin-review__name">{item.username}</span>
        <span className="admin-review__game">
          {gameDefinition(item.game).name} · {formatLongDate(item.puzzleDate, true)}
        </span>
      </div>
      <dl className="admin-review__facts">
        <div>
          <dt>Time</dt>
          <dd>{formatRankedTime(item.timeSeconds, item.penaltySeconds)}</dd>
        </div>
        <div>
          <dt>Letters or actions</dt>
          <dd>{item.inputs}</dd>
        </div>
        <div>
          <dt>Per entry</dt>
          <dd>{perInput.toFixed(2)} s</dd>
        </div>
      </dl>
      <p className="admin-review__reason">
        <span className="admin-review__reason-label">Why held: </span>
        {item.reviewReason ? holdReasonText(item.reviewReason) : REVIEW_TEXTS.noReason}
      </p>
      <div className="admin-review__actions">
        <Button
          size="sm"
          onClick={() => onDecide('accept')}
          disabled={busy}
          aria-label={`Accept ${item.username}'s result`}
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onDecide('reject')}
          disabled={busy}
          aria-label={`Reject ${item.username}'s result`}
        >
          Reject
        </Button>
      </div>
    </li>
  );
}

/**
 * /admin: results held off the leaderboards as faster than a person (docs/product.md#review-list).
 */
export function ReviewPanel() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: reviewsKey, queryFn: fetchReviews });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const decide = useMutation({
    mutationFn: ({ item, decision }: { item: ReviewItem; decision: 'accept' | 'reject' }) =>
      decideReview(item.id, decision),
    onSuccess: (_ok, { item, decision }) => {
      setNotice({
        tone: 'success',
        text:
          decision === 'accept'
            ? REVIEW_TEXTS.accepted(item.username)
            : REVIEW_TEXTS.rejected(item.username),
      });
      client.setQueryData<ReviewItem[]>(reviewsKey, (list) =>
        list?.filter((r) => r.id !== item.id),
      );
    },
    onError: (error) => {
      setNotice({ tone: 'error', text: errorText(error, REVIEW_TEXTS.decideFailed) });
      void query.refetch();
    },
  });

  let body;
  if (query.isPending)
    body = (
      <p className="admin-panel__status" role="status">
        {REVIEW_TEXTS.loading}
      </p>
    );
  else if (query.isError)
    body = (
      <div className="admin-panel__status" role="alert">
        <p>{errorText(query.error, REVIEW_TEXTS.failed)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (query.data.length === 0)
    body = <p className="admin-panel__status">{REVIEW_TEXTS.empty}</p>;
  else
    body = (
      <ul className="admin-review-list" aria-label={REVIEW_TEXTS.title}>
        {query.data.map((item) => (
          <Row
            key={item.id}
            item={item}
            busy={decide.isPending}
            onDecide={(decision) => decide.mutate({ item, decision })}
          />
        ))}
      </ul>
    );

  return (
    <section className="admin-panel" aria-labelledby="admin-reviews-title">
      <h2 id="admin-reviews-title" className="admin-panel__title">
        {REVIEW_TEXTS.title}
      </h2>
      <p className="admin-panel__intro">{REVIEW_TEXTS.intro}</p>
      {notice ? <FeedbackMessage tone={notice.tone}>{notice.text}</FeedbackMessage> : null}
      {body}
    </section>
  );
}
