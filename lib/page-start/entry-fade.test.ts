import { entryFade } from './entry-fade';

// jsdom has neither the Navigation API nor Web Animations: the test gives the page what a
// browser would, and records what the fade asks for.
let listeners: EventListener[] = [];
const animate = jest.fn();

beforeEach(() => {
  jest
    .spyOn(window, 'addEventListener')
    .mockImplementation((type, listener) => type === 'pagereveal' && listeners.push(listener as EventListener));
  document.body.innerHTML = '<header>Quantivo</header><main id="main"><h1>About</h1></main>';
  document.getElementById('main')!.animate = animate;
});

afterEach(() => {
  listeners = [];
  animate.mockReset();
  jest.restoreAllMocks();
  delete (window as { navigation?: unknown }).navigation;
});

/** The page arrives (`from` the previous page of this site, or null) and is shown. */
function reveal(activation: { from: object | null; navigationType: string }, { reducedMotion = false } = {}) {
  Object.defineProperty(window, 'navigation', { value: { activation }, configurable: true });
  jest
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query) => ({ matches: query.includes('no-preference') !== reducedMotion, media: query }) as MediaQueryList,
    );
  listeners = [];
  entryFade(document);
  listeners.forEach((listener) => listener(new Event('pagereveal')));
}

const fadedFrom = () => animate.mock.calls.map(([keyframes]) => keyframes[0].opacity);

describe('entryFade: the next page of the site fades in once shown', () => {
  it('fades main in from partly visible after a link or Back on this site, the header as it was', () => {
    reveal({ from: {}, navigationType: 'push' });
    reveal({ from: {}, navigationType: 'traverse' });
    expect(fadedFrom()).toEqual([0.4, 0.4]);
    expect(animate.mock.contexts).toEqual([document.getElementById('main'), document.getElementById('main')]);
  });

  it('shows the page as it is for a visitor who asked for reduced motion', () => {
    reveal({ from: {}, navigationType: 'push' }, { reducedMotion: true });
    expect(animate).not.toHaveBeenCalled();
  });

  it('shows the page as it is after another site, a first page or a reload', () => {
    reveal({ from: null, navigationType: 'push' });
    reveal({ from: {}, navigationType: 'reload' });
    expect(animate).not.toHaveBeenCalled();
  });

  it('shows the page as it is in a browser without the Navigation API', () => {
    entryFade(document);
    listeners.forEach((listener) => listener(new Event('pagereveal')));
    expect(animate).not.toHaveBeenCalled();
  });
});
