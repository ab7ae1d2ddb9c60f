/** @jest-environment node */
import { logger } from './logger';

describe('logger', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['success', 'log'],
    ['debug', 'debug'],
  ] as const)('%s writes through console.%s with a labelled, styled prefix', (level, sink) => {
    const spy = jest.spyOn(console, sink).mockImplementation(() => {});
    logger[level]('Hello', { id: 1 });
    expect(spy).toHaveBeenCalledWith(`%c[Quantivo] ${level.toUpperCase()}`, expect.stringContaining('color'), 'Hello', {
      id: 1,
    });
  });

  it('omits details when none are given', () => {
    const spy = jest.spyOn(console, 'info').mockImplementation(() => {});
    logger.info('Page view');
    expect(spy.mock.calls[0]).toHaveLength(3);
  });
});
