import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('renders its children only after the first render has been committed', async () => {
    render(
      <>
        <p>first screen</p>
        <AfterFirstPaint>
          <p>below the fold</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('below the fold')).toBeNull();
    expect(await screen.findByText('below the fold')).toBeTruthy();
  });
});
