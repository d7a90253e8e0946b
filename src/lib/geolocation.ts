/** The device's position from the browser, as data: never throws, never hangs past the time-out. */
export type LocateResult =
  | { kind: 'position'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'error'; code: number; message: string }
  | { kind: 'unsupported' };

export function locateDevice(geolocation: Geolocation | undefined, timeoutMs: number): Promise<LocateResult> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) => resolve({ kind: 'position', latitude: position.coords.latitude, longitude: position.coords.longitude, accuracy: position.coords.accuracy }),
      (error) => resolve({ kind: 'error', code: error.code, message: error.message }),
      { timeout: timeoutMs, maximumAge: 0, enableHighAccuracy: false },
    );
  });
}
