import { render, screen } from '@testing-library/react';
import careersCopy from '@/content/copy/careers.yaml';
import { ResultStatus } from './ResultStatus';

const { results } = careersCopy;

describe('a list’s result line', () => {
  it('says there are no openings at all, not that a search found none, when the list is empty', () => {
    render(<ResultStatus shown={0} total={0} copy={results} />);
    expect(screen.getByRole('status')).toHaveTextContent(results.none);
  });

  it('says nothing matched when filters leave none of a list', () => {
    render(<ResultStatus shown={0} total={6} copy={results} filtered onClear={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(results.noMatch);
    expect(screen.getByRole('button', { name: results.clear })).toBeInTheDocument();
  });
});
