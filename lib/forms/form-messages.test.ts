/** @jest-environment node */
import formsCopy from '@/content/copy/forms.yaml';
import { fieldMessage, missingFieldsNotice, notSentMessage } from './form-messages';
import { PHONE_DIGITS, type Problem } from './validation';

const unfilled = /\{\w+\}/;

describe('fieldMessage', () => {
  it('gives each problem its own message from the copy', () => {
    const problems: Problem[] = [
      { type: 'missing' },
      { type: 'email' },
      { type: 'phone' },
      { type: 'tooLong', max: 1, length: 2 },
    ];
    const messages = problems.map(fieldMessage);
    expect(new Set(messages).size).toBe(problems.length);
    expect(messages.slice(0, 2)).toEqual([formsCopy.fieldMessages.missing, formsCopy.fieldMessages.email]);
    for (const message of messages) expect(message).not.toMatch(unfilled);
  });

  it('names the digits a phone number may have, from the rule itself', () => {
    const message = fieldMessage({ type: 'phone' });
    expect(message).toContain(` ${PHONE_DIGITS.min} `);
    expect(message).toContain(` ${PHONE_DIGITS.max} `);
  });

  it('names the limit and the length, in Indian digit grouping', () => {
    const message = fieldMessage({ type: 'tooLong', max: 5000, length: 123456 });
    expect(message).toContain('5,000');
    expect(message).toContain('1,23,456');
  });
});

describe('notSentMessage', () => {
  it('says why, with the status of an error answer', () => {
    expect(notSentMessage({ reason: 'timeout' })).toBe(formsCopy.notices.notSent.timeout);
    expect(notSentMessage({ reason: 'network' })).toBe(formsCopy.notices.notSent.network);
    const http = notSentMessage({ reason: 'http', status: 503 });
    expect(http).toContain('503');
    expect(http).not.toMatch(unfilled);
  });
});

describe('missingFieldsNotice', () => {
  it('keeps the form’s title and lists the empty fields by label, in form order', () => {
    const notice = missingFieldsNotice('Details missing', { name: 'Full Name', phone: 'Phone Number', cv: 'Resume' });
    const { title, description } = notice(['phone', 'cv']);
    expect(title).toBe('Details missing');
    expect(description).toContain('Phone Number, Resume');
    expect(description).not.toContain('Full Name');
    expect(description).not.toMatch(unfilled);
  });
});
