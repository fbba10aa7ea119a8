import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from '../checkbox-field';
import { NativeSelectField } from '../native-select-field';
import { RadioGroupField } from '../radio-group';
import { SelectField } from '../select-field';
import { SwitchField } from '../switch-field';
import { TextArea, TextField } from '../text-field';

describe('TextField and TextArea', () => {
  it('label the control and describe it with hint and error', () => {
    render(<TextField label="Meno" hint="Celé meno" error="Povinné pole" required value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: /Meno/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Celé meno Povinné pole');
  });

  it('counts characters against maxLength', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <TextArea label="Tvoj komentár" counter maxLength={500} value={value} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Tvoj komentár' }), 'Výborné');
    expect(screen.getByText('7 / 500 znakov')).toBeInTheDocument();
  });
});

describe('SelectField', () => {
  it('is a labelled combobox that shows the placeholder until a value is chosen', async () => {
    const onValueChange = jest.fn();
    render(
      <SelectField
        label="Predmet správy"
        value=""
        onValueChange={onValueChange}
        options={[
          { value: 'a', label: 'Spolupráca' },
          { value: 'b', label: 'Iné' },
        ]}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Predmet správy' });
    expect(trigger).toHaveTextContent('Vyber…');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Iné' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
  });
});

describe('NativeSelectField', () => {
  const options = [
    { value: 'Spolupráca', label: 'Spolupráca' },
    { value: 'Iné', label: 'Iné' },
  ];

  it('is a native, labelled select described by its hint and error, whose empty first choice is the placeholder', () => {
    render(<NativeSelectField label="Predmet správy" hint="Vyber jednu" error="Vyber predmet správy" required value="" onValueChange={() => {}} options={options} placeholder="Vyber predmet" />);
    const select = screen.getByRole('combobox', { name: /Predmet správy/ });
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Vyber jednu Vyber predmet správy');
    expect(select).toHaveDisplayValue('Vyber predmet');
    expect(screen.getByRole('option', { name: 'Vyber predmet' })).toBeDisabled();
  });

  it('reports a choice and shows the value it is given', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      return <NativeSelectField label="Predmet správy" value={value} onValueChange={setValue} options={options} />;
    }
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Predmet správy' });
    // Without `required` the empty choice can be chosen again; its default text is 'Vyber…'.
    expect(screen.getByRole('option', { name: 'Vyber…' })).toBeEnabled();
    await userEvent.selectOptions(select, 'Iné');
    expect(select).toHaveValue('Iné');
    await userEvent.selectOptions(select, '');
    expect(select).toHaveValue('');
  });
});

describe('RadioGroupField', () => {
  it('offers each option as a radio and reports the choice', async () => {
    const onValueChange = jest.fn();
    render(
      <RadioGroupField
        label="Filtrovať podľa:"
        value="all"
        onValueChange={onValueChange}
        options={[
          { value: 'all', label: 'Všetko' },
          { value: 'pdf', label: 'PDF' },
        ]}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Filtrovať podľa:' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Všetko' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'PDF' }));
    expect(onValueChange).toHaveBeenCalledWith('pdf');
  });
});

describe('SwitchField and CheckboxField', () => {
  it('toggle through their labels', async () => {
    const onSwitch = jest.fn();
    const onCheck = jest.fn();
    render(
      <>
        <SwitchField label="Vysoký kontrast" checked={false} onCheckedChange={onSwitch} />
        <CheckboxField label="Vybavené" checked onCheckedChange={onCheck} />
      </>,
    );
    await userEvent.click(screen.getByText('Vysoký kontrast'));
    expect(onSwitch).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch', { name: 'Vysoký kontrast' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Vybavené' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vybavené' }));
    expect(onCheck).toHaveBeenCalledWith(false);
  });
});
