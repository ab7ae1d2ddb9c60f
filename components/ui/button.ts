import { cva, type VariantProps } from 'class-variance-authority';

/** Button styles shared by <button> and <a>, so every call to action looks alike. */
export const buttonStyles = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-brand-700',
        accent: 'bg-quantum-400 text-brand-950 shadow-sm hover:bg-quantum-300 focus-visible:outline-quantum-300',
        secondary:
          'border border-slate-300 bg-white text-slate-900 hover:border-brand-400 hover:text-brand-800 focus-visible:outline-brand-700',
        onDark: 'border border-white/40 bg-white/5 text-white hover:bg-white/15 focus-visible:outline-white',
      },
      size: {
        md: 'px-5 py-2.5 text-sm',
        lg: 'px-6 py-3 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonLook = VariantProps<typeof buttonStyles>;
