import { notFound } from '../../http-error.js';
import type { ReviewItem } from '../../../shared/play/schemas.js';
import type { Decision, ReviewRepository } from './repository.js';
import type { BoardInvalidation } from '../results/leaderboard-cache.js';

export const REVIEW_LIST_MAX = 200;

export function createReviewService(repo: ReviewRepository, boards: BoardInvalidation) {
  return {
    list: (): Promise<ReviewItem[]> => repo.pending(REVIEW_LIST_MAX),
    async decide(id: string, decision: Decision, adminId: string): Promise<{ ok: true }> {
      const decided = await repo.decide(id, decision, adminId);
      if (!decided)
        throw notFound(
          'NO_PENDING_REVIEW',
          'This result is not waiting for review (decided already?).',
        );
      await boards.invalidate([decided]);
      return { ok: true };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
