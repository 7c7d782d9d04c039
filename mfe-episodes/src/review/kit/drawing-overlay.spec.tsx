import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DrawingOverlay } from './drawing-overlay';
import { DrawingTools } from './drawing-tools';
import type { Stroke } from './drawing';

const BOX = { left: 0, top: 0, width: 200, height: 100 };

/** The overlay and its buttons as a page wires them. */
function Editor({ onStrokes }: { onStrokes: (strokes: Stroke[]) => void }) {
  const [strokes, setStrokes] = useState<Stroke[]>([]);
  const [drawing, setDrawing] = useState(false);
  const change = (next: Stroke[]) => {
    setStrokes(next);
    onStrokes(next);
  };
  return (
    <>
      <DrawingOverlay box={BOX} editing={drawing ? { strokes, color: '#e5243b', onChange: change } : null} />
      <DrawingTools drawing={drawing} strokes={strokes} color="#e5243b" onColor={() => undefined} onToggle={setDrawing} onChange={change} />
    </>
  );
}

describe('the drawing overlay', () => {
  beforeAll(() => {
    // jsdom has no PointerEvent: one that carries the mouse fields and the pointer's id.
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
      }
    }
    window.PointerEvent ??= TestPointerEvent as unknown as typeof PointerEvent;
    // jsdom lays nothing out: the drawing area measures as the box it was given.
    SVGElement.prototype.getBoundingClientRect = () => ({ ...BOX, x: 0, y: 0, right: 200, bottom: 100, toJSON: () => undefined });
  });

  it('records pointer strokes as 0..1 of the frame, and Undo and Clear are buttons', () => {
    let last: Stroke[] = [];
    render(<Editor onStrokes={(strokes) => (last = strokes)} />);
    expect(screen.queryByTestId('drawing-canvas')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Draw on frame' }));
    const canvas = screen.getByTestId('drawing-canvas');
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 20, clientY: 10 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 100, clientY: 50 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 400, clientY: 50 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(last).toEqual([
      {
        color: '#e5243b',
        width: 0.006,
        points: [
          [0.1, 0.1],
          [0.5, 0.5],
          [1, 0.5],
        ],
      },
    ]);
    // A move without a pressed pointer draws nothing.
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 10, clientY: 90 });
    expect(last).toHaveLength(1);

    fireEvent.pointerDown(canvas, { pointerId: 2, clientX: 180, clientY: 90 });
    fireEvent.pointerUp(canvas, { pointerId: 2 });
    expect(last).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Undo stroke' }));
    expect(last).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done drawing' }));
    expect(screen.getByText('1 stroke drawn')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear drawing' }));
    expect(last).toEqual([]);
    expect((screen.getByRole('button', { name: 'Undo stroke' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows stored drawings without taking the pointer', () => {
    render(
      <DrawingOverlay
        box={BOX}
        shown={[
          {
            strokes: [
              {
                color: '#22d3ee',
                width: 0.01,
                points: [
                  [0, 0],
                  [1, 1],
                ],
              },
            ],
          },
        ]}
      />,
    );
    const shown = screen.getByTestId('drawing-shown');
    expect(shown.getAttribute('class')).toBe('rk-overlay');
    expect(shown.querySelector('polyline')?.getAttribute('points')).toBe('0,0 1,1');
    expect(shown.querySelector('polyline')?.getAttribute('stroke-width')).toBe('2');
  });
});
