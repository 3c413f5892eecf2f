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
  it('counts a missing document as rejected', () => {
    expect(documentApproval(undefined)).toBe('rejected');
    expect(documentApproval({ approved: 'approved' })).toBe('rejected');
    expect(documentApproval({ url: '', admin_url: '', approved: 'pending' })).toBe('rejected');
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
    [[], 'rejected'],
  ] as const)('%j → %s', (displays, expected) => {
    expect(combinedApproval(displays)).toBe(expected);
  });
});

describe('userApprovals', () => {
  it('reads the identity documents and the business info of a user', () => {
    expect(
      userApprovals({
        kyc: { front: { url: 'a', approved: 'approved' }, back: { url: 'b', approved: 'approved' } },
        business_info: { approved: 'pending', en: {} },
      }),
    ).toEqual({ documents: 'accepted', business: 'pending' });
  });

  it('counts a user who never uploaded or submitted anything as rejected', () => {
    expect(userApprovals({ kyc: {}, business_info: {} })).toEqual({
      documents: 'rejected',
      business: 'rejected',
    });
  });
});
