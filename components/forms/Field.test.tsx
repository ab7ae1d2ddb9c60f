import { render, screen } from '@testing-library/react';
import ui from '@/content/copy/ui.yaml';
import { fieldMessage } from '@/lib/form-messages';
import { checkField } from '@/lib/validation';
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
