import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi } from '@atlas/test-kit/fake-api';
import { renderStep } from '../render-step';
import { StartStep } from './start-step';

const STATUS = '/api/ms-identification/v1/check-identification-status';

describe('the start step', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('says what each field needs and asks nothing of the server until the form is right', async () => {
    api = fakeApi(() => ({ status: 200, data: { mdn: '0672000111', isIdentified: false } }));
    renderStep(<StartStep language="fr" />);
    fireEvent.change(screen.getByLabelText(/Numéro de la ligne/), { target: { value: '0812' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Le numéro doit comporter 10 chiffres et commencer par 05, 06 ou 07')).toBeInTheDocument();
    expect(screen.getByText('Choisissez le type de pièce d’identité')).toBeInTheDocument();
    expect(screen.getByText('La civilité est obligatoire')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('goes on to the code with the number in its local form once the line is not identified', async () => {
    api = fakeApi(() => ({ status: 200, data: { mdn: '0672000111', isIdentified: false } }));
    renderStep(<StartStep language="fr" />);
    fireEvent.change(screen.getByLabelText(/Numéro de la ligne/), { target: { value: '+212 6 72 00 01 11' } });
    fireEvent.click(screen.getByLabelText('Passeport'));
    fireEvent.click(screen.getByLabelText('M.'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/identification/otp'));
    expect(api.requests.map((request) => [request.url, JSON.parse(String(request.data)) as unknown])).toEqual([[STATUS, { mdn: '0672000111' }]]);
  });

  it('stays and says so when the line is identified already, and shows the server’s refusal by its code', async () => {
    let identified = true;
    api = fakeApi(() =>
      identified
        ? { status: 200, data: { mdn: '0672000111', isIdentified: true } }
        : { status: 404, data: { code: 'mdn-not-found', error: 'mdn-not-found', message: 'Unknown line' } },
    );
    renderStep(<StartStep language="fr" />, { path: '/identification?mdn=0672000111' });
    fireEvent.click(screen.getByLabelText('Carte nationale (CIN)'));
    fireEvent.click(screen.getByLabelText('Mme'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Cette ligne est déjà identifiée : aucune démarche n’est nécessaire.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/);
    identified = false;
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(screen.queryByText(/déjà identifiée/)).toBeNull());
    // The refusal is drawn once the second answer is in: the old message may go first.
    await waitFor(() => expect(screen.getByRole('alert')).not.toBeEmptyDOMElement());
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/identification$/);
  });
});
