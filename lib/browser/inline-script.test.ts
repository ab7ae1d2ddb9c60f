/** @jest-environment node */
import { inlineScript } from './inline-script';

describe('inlineScript', () => {
  it('runs the function with its arguments when the text is evaluated', () => {
    const seen: unknown[] = [];
    const record = (text: string, count: number) => {
      (globalThis as unknown as { __seen: unknown[] }).__seen.push(text, count);
    };
    (globalThis as unknown as { __seen: unknown[] }).__seen = seen;
    new Function(inlineScript(record, 'a', 2))();
    expect(seen).toEqual(['a', 2]);
  });

  it('cannot be closed early by an argument', () => {
    const text = inlineScript((value: string) => void value, '</script><img src=x onerror=alert(1)>');
    expect(text).not.toContain('</script>');
  });
});
