/** An e-mail address or phone number as written, linked: a number dials without its spaces. */
export function ContactLink({ kind, value, className }: { kind: 'mailto' | 'tel'; value: string; className: string }) {
  return (
    <a href={`${kind}:${kind === 'tel' ? value.replace(/\s+/g, '') : value}`} className={className}>
      {value}
    </a>
  );
}
