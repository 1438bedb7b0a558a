import { act, renderHook } from '@testing-library/react';
import { useOnlineStatus } from './use-online-status';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('useOnlineStatus', () => {
  it('follows the online and offline events', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => goOnline(false));
    expect(result.current).toBe(false);
    act(() => goOnline(true));
    expect(result.current).toBe(true);
  });
});
