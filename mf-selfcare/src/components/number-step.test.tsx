import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSelfcare } from '../test/render-selfcare';
import { NumberStep } from './number-step';

describe('number step (every flow proving a line by SMS)', () => {
  it.each([
    ['mobile', /Numéro de mobile/, '+212 6 61 23 45 01', '0661234501'],
    ['mobile', /Numéro de mobile/, '00212.661.23.45.01', '0661234501'],
    ['home', /Numéro de la ligne fixe/, '+212 5 37 12 34 56', '0537123456'],
  ] as const)('hands over a %s number typed as customers do (%s) in the local form', async (kind, label, typed, local) => {
    const onSubmit = jest.fn();
    renderSelfcare(<NumberStep kind={kind} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(label), typed);
    await userEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(local));
  });
});
