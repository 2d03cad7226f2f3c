import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { address } from '../../test/eligibility-fixtures';
import { fakeApi } from '../../test/fake-api';
import { renderWithPlatform } from '../../test/render-with-platform';
import { AddressSearch } from './address-search';

const CITIES = {
  cities: [
    { id: 'casablanca', name: { fr: 'Casablanca', ar: 'الدار البيضاء', en: 'Casablanca' } },
    { id: 'rabat', name: { fr: 'Rabat', ar: 'الرباط', en: 'Rabat' } },
  ],
};
const SUGGESTIONS = [
  address(),
  address('casa-al-massira-27', {
    street: { fr: '27, boulevard Al Massira Al Khadra', ar: '27، شارع المسيرة الخضراء', en: '27 Al Massira Al Khadra boulevard' },
  }),
];

const answer = (request: InternalAxiosRequestConfig) =>
  request.url?.endsWith('/cities')
    ? { status: 200, data: CITIES }
    : { status: 200, data: { q: (request.params as { q: string }).q, suggestions: SUGGESTIONS } };

describe('address search', () => {
  let network: ReturnType<typeof fakeApi>;
  afterEach(() => network.restore());

  it.each([
    ['fr', 'Votre adresse', 'Adresses proposées : 2', 'Tester cette adresse', '27, boulevard Al Massira Al Khadra, Maârif, 20330 Casablanca'],
    ['ar', 'عنوانك', 'العناوين المقترحة: 2', 'اختبار هذا العنوان', '27، شارع المسيرة الخضراء، المعاريف، 20330 الدار البيضاء'],
    ['en', 'Your address', 'Suggested addresses: 2', 'Test this address', '27 Al Massira Al Khadra boulevard, Maarif, 20330 Casablanca'],
  ] as const)('suggests addresses as one types and is used with the keyboard, in %s', async (language, label, announced, submit, chosen) => {
    network = fakeApi(answer);
    const onTest = jest.fn();
    renderWithPlatform(<AddressSearch onTest={onTest} />, { language });
    const input = screen.getByRole('combobox', { name: label });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'massira' } });
    expect(await screen.findByText(new RegExp(announced))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // Two addresses, then "my address is not in the list".
    expect(options).toHaveLength(3);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input).toHaveValue(chosen);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(onTest).toHaveBeenCalledWith({ kind: 'building', address: SUGGESTIONS[1] });
  });

  it('asks the server once the typing pauses, with the city chosen, and waits for two characters', async () => {
    network = fakeApi(answer);
    renderWithPlatform(<AddressSearch onTest={jest.fn()} />);
    await screen.findByRole('option', { name: 'Rabat' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ville' }), { target: { value: 'rabat' } });
    const input = screen.getByRole('combobox', { name: 'Votre adresse' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'av' } });
    fireEvent.change(input, { target: { value: 'av de france' } });
    await screen.findByRole('listbox');
    const searches = network.requests.filter((request) => request.url?.endsWith('/addresses'));
    expect(searches.map((request) => request.params)).toEqual([{ q: 'av de france', city: 'rabat' }]);
  });

  it('lets the customer say the address is not in the list', async () => {
    network = fakeApi((request) => (request.url?.endsWith('/cities') ? { status: 200, data: CITIES } : { status: 200, data: { q: 'x', suggestions: [] } }));
    const onTest = jest.fn();
    renderWithPlatform(<AddressSearch onTest={onTest} />);
    await screen.findByRole('option', { name: 'Casablanca' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ville' }), { target: { value: 'casablanca' } });
    const input = screen.getByRole('combobox', { name: 'Votre adresse' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '7 rue des Orangers' } });
    expect(await screen.findByText('Aucune adresse de notre liste ne correspond.', { selector: '[role="status"]' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Mon adresse n’est pas dans la liste' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tester cette adresse' }));
    expect(onTest).toHaveBeenCalledWith({ kind: 'unlisted', text: '7 rue des Orangers', cityId: 'casablanca' });
  });

  it('says to choose from the list when the text was not chosen, and closes the list with Escape', async () => {
    network = fakeApi(answer);
    const onTest = jest.fn();
    renderWithPlatform(<AddressSearch onTest={onTest} />);
    const input = screen.getByRole('combobox', { name: 'Votre adresse' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'massira' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Tester cette adresse' }));
    expect(await screen.findByText('Choisissez une adresse dans la liste, ou « Mon adresse n’est pas dans la liste ».')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onTest).not.toHaveBeenCalled();
    // A second Escape, list closed, clears the field.
    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
  });

  it('says when suggestions cannot be loaded', async () => {
    network = fakeApi((request) =>
      request.url?.endsWith('/cities') ? { status: 200, data: CITIES } : { status: 503, data: { code: 'service_unavailable', error: 'x', message: 'down' } },
    );
    renderWithPlatform(<AddressSearch onTest={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Votre adresse' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'massira' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Les adresses ne peuvent pas être proposées pour le moment.'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
