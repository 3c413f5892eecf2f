/**
 * The review queues of the admin home (docs/review.md): products waiting for review, and the users whose documents
 * or business info wait. The user list filters by the last two, so each queue opens the list it counts.
 */
export const USER_REVIEW_QUEUES = ['documents', 'business_info'] as const;
export type UserReviewQueue = (typeof USER_REVIEW_QUEUES)[number];

/**
 * What waits for an admin on the home page: reviews, sellers' withdrawal requests waiting for a decision, and
 * return cases nobody has decided yet (the seller first, an admin once the seller's days are over).
 */
export const REVIEW_QUEUES = ['products', ...USER_REVIEW_QUEUES, 'withdrawals', 'returns'] as const;
export type ReviewQueueName = (typeof REVIEW_QUEUES)[number];

export const isUserReviewQueue = (value: unknown): value is UserReviewQueue =>
  typeof value === 'string' && (USER_REVIEW_QUEUES as readonly string[]).includes(value);
