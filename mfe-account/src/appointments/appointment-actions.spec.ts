import { visitorCanCancel, allowedActions, STATUS_STYLES } from './appointment-actions';

describe('allowedActions', () => {
  it('offers Confirm and Decline for a pending request', () => {
    expect(allowedActions('pending').map((a) => [a.label.defaultMessage, a.to])).toEqual([
      ['Confirm', 'confirmed'],
      ['Decline', 'cancelled'],
    ]);
  });
  it('offers Mark as Completed for a confirmed one', () => {
    expect(allowedActions('confirmed').map((a) => [a.label.defaultMessage, a.to])).toEqual([
      ['Mark as Completed', 'completed'],
    ]);
  });
  it('offers nothing for cancelled and completed ones', () => {
    expect(allowedActions('cancelled')).toEqual([]);
    expect(allowedActions('completed')).toEqual([]);
  });
});

describe('status badge colours', () => {
  it('are pending yellow, confirmed green, cancelled red, completed blue', () => {
    expect(STATUS_STYLES.pending.className).toContain('yellow');
    expect(STATUS_STYLES.confirmed.className).toContain('green');
    expect(STATUS_STYLES.cancelled.className).toContain('red');
    expect(STATUS_STYLES.completed.className).toContain('blue');
  });
});

describe('visitorCanCancel', () => {
  it('lets the visitor cancel a pending or confirmed appointment only', () => {
    expect(
      ['pending', 'confirmed', 'cancelled', 'completed'].map((s) => visitorCanCancel(s as never)),
    ).toEqual([true, true, false, false]);
  });
});
