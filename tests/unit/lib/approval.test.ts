import { describe, expect, it } from 'vitest';
import {
  approvalDisplay,
  combinedApproval,
  documentApproval,
  userApprovals,
} from '../../../src/lib/approval';

describe('approvalDisplay', () => {
  it.each([
    ['approved', 'accepted'],
    ['rejected', 'rejected'],
    ['pending', 'pending'],
    [undefined, 'pending'],
    ['something-else', 'pending'],
  ] as const)('%s is shown as %s', (status, display) => {
    expect(approvalDisplay(status)).toBe(display);
  });
});

describe('documentApproval', () => {
  it('shows a missing document as not submitted, not as rejected', () => {
    expect(documentApproval(undefined)).toBe('notSubmitted');
    expect(documentApproval({ approved: 'approved' })).toBe('notSubmitted');
    expect(documentApproval({ url: '', admin_url: '', approved: 'pending' })).toBe('notSubmitted');
    expect(documentApproval({ submitted: true, approved: 'rejected' })).toBe('rejected');
  });

  it('maps an uploaded document by its approval, whoever uploaded it', () => {
    expect(documentApproval({ url: '/f/a.png', approved: 'approved' })).toBe('accepted');
    expect(documentApproval({ admin_url: '/f/b.png', approved: 'pending' })).toBe('pending');
    expect(documentApproval({ url: '/f/a.png' })).toBe('pending');
  });
});

describe('combinedApproval', () => {
  it.each([
    [['accepted', 'accepted'], 'accepted'],
    [['accepted', 'pending'], 'pending'],
    [['pending', 'rejected'], 'rejected'],
    [['notSubmitted', 'rejected'], 'rejected'],
    [['accepted', 'notSubmitted'], 'notSubmitted'],
    [['pending', 'notSubmitted'], 'notSubmitted'],
    [[], 'notSubmitted'],
  ] as const)('%j → %s', (displays, expected) => {
    expect(combinedApproval(displays)).toBe(expected);
  });
});

describe('userApprovals', () => {
  it('reads the identity documents and the business info of a user', () => {
    expect(
      userApprovals({
        kyc: { front: { url: 'a', approved: 'approved' }, back: { url: 'b', approved: 'approved' } },
        business_info: { approved: 'pending', en: { business_name: 'Nile Trading' } },
      }),
    ).toEqual({ documents: 'accepted', business: 'pending' });
  });

  it('shows a user who never uploaded or submitted anything as not submitted', () => {
    expect(userApprovals({ kyc: {}, business_info: {} })).toEqual({
      documents: 'notSubmitted',
      business: 'notSubmitted',
    });
    expect(userApprovals({})).toEqual({ documents: 'notSubmitted', business: 'notSubmitted' });
  });

  it('never reads business info as under review before a business name was sent', () => {
    // The ambassador's view of a recruit, and older records, may carry empty language blocks or a review value.
    expect(userApprovals({ business_info: { approved: 'pending', en: {}, ar: {} } }).business).toBe(
      'notSubmitted',
    );
  });

  it('shows a rejected side over a missing one, and a rejected business info as rejected', () => {
    expect(
      userApprovals({
        kyc: { front: { url: 'a', approved: 'rejected' } },
        business_info: { approved: 'rejected', ar: { business_name: 'النيل' } },
      }),
    ).toEqual({ documents: 'rejected', business: 'rejected' });
  });
});
