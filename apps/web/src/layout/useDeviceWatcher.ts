import { useEffect } from 'react';
import { MOBILE_BREAKPOINT, useAppStore } from '../stores/app-store';

export function useDeviceWatcher(): void {
  const setDevice = useAppStore((s) => s.setDevice);
  useEffect(() => {
    const update = () => setDevice(window.innerWidth < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setDevice]);
}
