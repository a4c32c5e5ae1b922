import { describe, expect, it } from 'vitest';
import { peppolReadiness } from './peppol';

describe('Peppol readiness', () => {
  it('is ready with a valid Belgian enterprise number, marked as receiver, active', () => {
    expect(peppolReadiness({ vatNumber: 'BE0428759497', peppolReceiver: true, status: 'active' })).toEqual({
      participantId: '0208:0428759497',
      gaps: [],
    });
  });

  it('lists what is missing', () => {
    expect(peppolReadiness({ vatNumber: null, peppolReceiver: false, status: 'inactive' })).toEqual({
      participantId: null,
      gaps: ['enterpriseNumber', 'notReceiver', 'inactive'],
    });
    expect(peppolReadiness({ vatNumber: 'NL801234567B01', peppolReceiver: true, status: 'active' }).gaps).toEqual([
      'enterpriseNumber',
    ]);
    expect(
      peppolReadiness({ vatNumber: 'BE0428759498', peppolReceiver: true, status: 'active' }).participantId,
    ).toBeNull();
  });
});
