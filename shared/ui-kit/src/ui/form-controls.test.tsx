import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createI18n } from '@atlas/runtime';
import { renderUi } from '@atlas/test-kit';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { TextField } from './text-field';

beforeEach(() => createI18n('fr'));

describe('TextField', () => {
  it('labels the input, marks it required and links hint and error', () => {
    renderUi(<TextField label="Prénom" name="firstName" required hint="Comme sur la CIN" error="Le prénom est obligatoire" />);
    const input = screen.getByLabelText(/Prénom/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Le prénom est obligatoire Comme sur la CIN');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is valid and typable without an error', async () => {
    renderUi(<TextField label="Ville" />);
    const input = screen.getByLabelText('Ville');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Rabat');
    expect(input).toHaveValue('Rabat');
  });

  it('renders a textarea when multiline', () => {
    renderUi(<TextField label="Description" multiline />);
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
  });
});

describe('Select', () => {
  it('offers a placeholder and the options', async () => {
    const onChange = jest.fn();
    renderUi(
      <Select
        label="Ville"
        options={[
          { value: 'rabat', label: 'Rabat' },
          { value: 'fes', label: 'Fès' },
        ]}
        onChange={onChange}
        required
        error="La ville est obligatoire"
      />,
    );
    const select = screen.getByLabelText(/Ville/);
    expect(screen.getByRole('option', { name: 'Choisissez une option' })).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('La ville est obligatoire');
    await userEvent.selectOptions(select, 'fes');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    renderUi(<Checkbox label="J’accepte les conditions" required />);
    const box = screen.getByRole('checkbox', { name: /J’accepte les conditions/ });
    await userEvent.click(screen.getByText('J’accepte les conditions'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  function Civility() {
    const [value, setValue] = useState<string | undefined>();
    return (
      <RadioGroup
        name="civility"
        legend="Civilité"
        row
        required
        value={value}
        onChange={setValue}
        options={[
          { value: 'mr', label: 'M.' },
          { value: 'mme', label: 'Mme' },
        ]}
      />
    );
  }

  it('is a named radio group that selects one option', async () => {
    renderUi(<Civility />);
    expect(screen.getByRole('radiogroup', { name: /Civilité/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Mme' }));
    expect(screen.getByRole('radio', { name: 'Mme' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'M.' })).not.toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its legend whose value keeps the options’ order, with its error read', async () => {
    const changes: string[][] = [];
    function Needs() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <CheckboxGroup
          name="needs"
          legend="Vos besoins"
          required
          value={value}
          error={value.length === 0 ? 'Choisissez au moins un besoin' : undefined}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          options={[
            { value: 'a', label: 'Mieux communiquer' },
            { value: 'b', label: 'Sécuriser mes données' },
          ]}
        />
      );
    }
    renderUi(<Needs />);
    const group = screen.getByRole('group', { name: /Vos besoins/ });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Choisissez au moins un besoin').id);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sécuriser mes données' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mieux communiquer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sécuriser mes données' }));
    expect(changes).toEqual([['b'], ['a', 'b'], ['a']]);
  });
});
