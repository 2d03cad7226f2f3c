import { rechargeReceipt, rechargeSms, type CreditedEntry } from './recharge-receipt';

/** A 20 Dh recharge with its 20 Dh bonus, paid by a 100 Dh scratch card: 80 Dh of the card left over, in the main balance. */
const order = { refNumber: 'RCH-1', totalCentimes: 2000, phoneNumber: '0661234501' };
const added: CreditedEntry[] = [
  { category: 'dirhams', name: 'Solde principal', value: 100, unit: 'Dh', validUntil: '2027-01-01T00:00:00Z' },
  { category: 'bonus', name: 'Bonus recharge', value: 20, unit: 'Dh', validUntil: '2027-01-01T00:00:00Z' },
];
const card = { cardCentimes: 10000 };

describe('the recharge SMS states what was credited', () => {
  it('a scratch card worth more than the recharge: the card, each credit with its balance, and the card’s remainder', () => {
    expect(rechargeSms(order, added, 'fr', card)).toBe(
      'Atlas : votre recharge de 20 Dh (\u206606\u00a061\u00a023\u00a045\u00a001\u2069) est confirmée. Payée par une carte de recharge de 100 Dh. ' +
        'Crédité : 100 Dh sur votre solde principal (dont 80 Dh restant de la carte) + 20 Dh de bonus. Réf. RCH-1.',
    );
    expect(rechargeSms(order, added, 'en', card)).toBe(
      'Atlas: your 20 Dh top-up (\u206606\u00a061\u00a023\u00a045\u00a001\u2069) is confirmed. Paid with a 100 Dh scratch card. ' +
        'Credited: 100 Dh to your main balance (including 80 Dh left from the card) + 20 Dh bonus. Ref. RCH-1.',
    );
    const arabic = rechargeSms(order, added, 'ar', card);
    expect(arabic).toContain('بطاقة تعبئة بقيمة 100 درهم');
    expect(arabic).toContain('100 درهم في رصيدك الرئيسي (منها 80 درهم المتبقية من البطاقة) + 20 درهم مكافأة');
  });

  it('paid at the price: each credit named, no card remainder', () => {
    const exact = [{ ...added[0]!, value: 20 }, added[1]!];
    expect(rechargeSms(order, exact, 'fr')).toBe(
      'Atlas : votre recharge de 20 Dh (\u206606\u00a061\u00a023\u00a045\u00a001\u2069) est confirmée. Crédité : 20 Dh sur votre solde principal + 20 Dh de bonus. Réf. RCH-1.',
    );
  });

  it('a *9 advance repaid first: the remainder said is no more than what reached the main balance', () => {
    expect(rechargeSms(order, [{ ...added[0]!, value: 50 }], 'fr', card)).toContain('50 Dh sur votre solde principal (dont 50 Dh restant de la carte)');
  });

  it('the receipt mail says the same credits, with their dates', () => {
    const mail = rechargeReceipt({ ...order, paymentMethod: 'scratchcard', lines: [] }, added, 'fr', card);
    expect(mail.text).toContain('Crédité : 100 Dh sur votre solde principal (dont 80 Dh restant de la carte) (jusqu');
    expect(mail.text).toContain('+ 20 Dh de bonus (jusqu');
  });
});
