import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import ui from '@/content/copy/ui.yaml';
import { fieldMessage } from '@/lib/forms/form-messages';
import { checkField, LIMITS } from '@/lib/forms/validation';
import ContactForm from './ContactForm';
import { SpecField } from './Field';

const size = {
  label: 'Company size',
  rule: { max: 40, kind: 'choice', options: ['1–50', '51–500', 'Over 500'] },
  required: true,
} as const;

describe('a choice in a form spec', () => {
  it('is a drop-down of its options, nothing chosen until the visitor chooses', () => {
    render(<SpecField {...size} name="size" />);
    const list = screen.getByRole('combobox', { name: 'Company size' });
    expect(list).toBeRequired();
    expect(list).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      ui.choose,
      '1–50',
      '51–500',
      'Over 500',
    ]);
  });

  it('takes only its options, and says so beside the field', () => {
    expect(checkField('51–500', size.rule)).toBeNull();
    expect(checkField('', size.rule)).toEqual({ type: 'missing' });
    const problem = checkField('10,000', size.rule)!;
    render(<SpecField {...size} name="size" error={fieldMessage(problem)} />);
    expect(screen.getByRole('combobox', { name: 'Company size' })).toHaveAccessibleDescription(
      fieldMessage({ type: 'choice' }),
    );
  });
});

describe('a field without JavaScript', () => {
  /** The form as the server writes it, which is what a browser posts itself with JavaScript off. */
  const serverForm = (form: React.ReactElement) => {
    const template = document.createElement('template');
    template.innerHTML = renderToStaticMarkup(form);
    return template.content;
  };

  it('carries the longest value its rule takes, as the check holds it to', () => {
    const form = serverForm(<ContactForm />);
    const limits = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]), textarea')].map(
        (control) => [control.name, control.getAttribute('maxlength')],
      ),
    );
    expect(limits).toEqual({
      _gotcha: String(LIMITS.name),
      name: String(LIMITS.name),
      email: String(LIMITS.email),
      message: String(LIMITS.message),
    });
  });

  it.each([
    ['text', '80', { max: 80 }],
    ['phone', '25', { max: 25, kind: 'phone' }],
    ['long', '3000', { max: 3000, kind: 'long' }],
    ['date', null, { max: 10, kind: 'date' }],
    ['choice', null, size.rule],
  ] as const)('of kind %s: maxlength %s', (_, maxlength, rule) => {
    const form = serverForm(<SpecField label="Field" name="f" rule={rule} required />);
    expect(form.querySelector('[name=f]')!.getAttribute('maxlength')).toBe(maxlength);
  });
});
