/**
 * The `day-month-year` field of our CMS configuration (lib/content/cms-config.ts maps every ISO date of the
 * schemas to it): typed and shown day-month-year whatever the browser's language, stored as an
 * ISO date, and checked before saving against the sibling date the schema says it may not
 * precede (`not_before`, e.g. a job's closing date against its posting date) and against a date
 * over a year ahead, in the form's words; a closing day (`closes`) already past is warned of.
 */
import { closedNote, dateProblem, fromDayMonthYear, toDayMonthYear, buildDay } from '@/lib/text/dates';
import { createClass, h, type ImmutableMap } from '../react';

interface ControlProps {
  value?: string;
  onChange: (value: string) => void;
  forID: string;
  classNameWrapper: string;
  field: ImmutableMap;
  entry?: ImmutableMap;
}

interface Control {
  props: ControlProps;
  state: { text: string };
  setState(state: { text: string }): void;
}

export const DateControl = createClass<ControlProps>({
  getInitialState(this: Control) {
    return { text: toDayMonthYear(this.props.value ?? '') };
  },
  componentDidUpdate(this: Control, previous: ControlProps) {
    // A value set from outside (revert, a copied entry) replaces what was typed.
    if (previous.value !== this.props.value && fromDayMonthYear(this.state.text) !== this.props.value)
      this.setState({ text: toDayMonthYear(this.props.value ?? '') });
  },
  handleChange(this: Control, event: { target: { value: string } }) {
    const text = event.target.value;
    this.setState({ text });
    // An unfinished date is kept as typed, so the form refuses to save it and says why.
    this.props.onChange(text.trim() ? (fromDayMonthYear(text) ?? text) : '');
  },
  async isValid(this: Control, value: unknown) {
    // Sveltia asks right after a change, before React has passed the new entry down: wait a tick
    // so a changed sibling date is the one compared.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const sibling = this.props.field.get('not_before');
    const earlier =
      typeof sibling === 'string'
        ? {
            label: String(this.props.field.get('not_before_label') ?? sibling),
            value: this.props.entry?.getIn(['data', sibling]),
          }
        : undefined;
    // Today, as a build today would take it: a date over a year ahead is refused as at build.
    const message = dateProblem(value, earlier, buildDay());
    return message ? { error: { message } } : true;
  },
  render(this: Control) {
    // A closing day already past is saved (a closed job keeps its date), with a word before Save.
    const note = this.props.field.get('closes') ? closedNote(this.props.value, buildDay()) : undefined;
    const noteId = `${this.props.forID}-closed`;
    const input = h('input', {
      id: this.props.forID,
      'aria-label': String(this.props.field.get('label') ?? ''),
      'aria-describedby': note ? noteId : undefined,
      className: this.props.classNameWrapper,
      type: 'text',
      inputMode: 'numeric',
      autoComplete: 'off',
      placeholder: 'DD-MM-YYYY',
      value: this.state.text,
      onChange: (this as unknown as { handleChange: (e: unknown) => void }).handleChange,
    });
    return h('div', null, input, note && h('p', { id: noteId, role: 'status', className: 'closed-note' }, note));
  },
});

export const DatePreview = ({ value }: { value?: string }) => h('span', null, toDayMonthYear(value ?? ''));
