import { apiRequest } from '../../lib/http';
import type { ReviewItem } from '../../../shared/play/schemas';

export const reviewsKey = ['admin', 'reviews'] as const;

export const fetchReviews = () =>
  apiRequest<{ reviews: ReviewItem[] }>('GET', '/api/admin/reviews').then((r) => r.reviews);

export const decideReview = (id: string, decision: 'accept' | 'reject') =>
  apiRequest<{ ok: true }>('POST', `/api/admin/reviews/${encodeURIComponent(id)}`, { decision });
