import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useMemo, useRef } from 'react';
import { useAutoplay } from '@/components/carousel/use-autoplay';

let restartFromTest: () => void = () => undefined;

function Player({ running, advance }: { running: boolean; advance: () => void }) {
  const ring = useRef<SVGCircleElement>(null);
  const seconds = useRef<HTMLSpanElement>(null);
  const view = useMemo(() => ({ ring, seconds, circumference: 100 }), []);
  const { restart } = useAutoplay(running, 2500, advance, view);
  restartFromTest = restart;
  return (
    <svg>
      <circle ref={ring} />
      <foreignObject>
        <span ref={seconds} data-testid="seconds" />
      </foreignObject>
    </svg>
  );
}

/** Advances fake time frame by frame (requestAnimationFrame runs on the fake clock). */
function elapse(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

describe('useAutoplay', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('advances every 2.5 s and counts the seconds down on the ring', () => {
    const advance = jest.fn();
    const { getByTestId, container } = render(<Player running advance={advance} />);
    elapse(1000);
    expect(getByTestId('seconds').textContent).toBe('2s');
    expect(
      Number(container.querySelector('circle')!.getAttribute('stroke-dashoffset')),
    ).toBeCloseTo(40, 0);
    elapse(1600);
    expect(advance).toHaveBeenCalledTimes(1);
    elapse(2500);
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('pausing keeps the time left; resuming continues from it', () => {
    const advance = jest.fn();
    const { rerender, getByTestId } = render(<Player running advance={advance} />);
    elapse(2000);
    rerender(<Player running={false} advance={advance} />);
    elapse(10_000);
    expect(advance).not.toHaveBeenCalled();
    expect(getByTestId('seconds').textContent).toBe('1s');
    rerender(<Player running advance={advance} />);
    elapse(400);
    expect(advance).not.toHaveBeenCalled();
    elapse(200);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('restart gives a full period again (after any slide change)', () => {
    const advance = jest.fn();
    render(<Player running advance={advance} />);
    elapse(2000);
    act(() => restartFromTest());
    elapse(2000);
    expect(advance).not.toHaveBeenCalled();
    elapse(600);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
