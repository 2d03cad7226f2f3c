import { screen, within } from '@testing-library/react';
import { renderUi } from '@atlas/test-kit';
import { MethodsNotOffered } from './methods-not-offered';

describe('MethodsNotOffered', () => {
  it('lists each method that cannot pay with why, under its heading, as no choice', () => {
    renderUi(
      <MethodsNotOffered
        title="Non proposés pour cette recharge"
        methods={[{ id: 'invoice', label: 'Sur ma prochaine facture', reason: 'Réservé aux lignes avec facture.' }]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Non proposés pour cette recharge' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('Sur ma prochaine facture Réservé aux lignes avec facture.');
    expect(within(section).queryByRole('radio')).toBeNull();
  });

  it('shows nothing when every method can pay', () => {
    const { container } = renderUi(<MethodsNotOffered title="Non proposés" methods={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
