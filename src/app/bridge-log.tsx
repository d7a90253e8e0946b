import { useEffect, useState } from 'react';
import type { BridgeCall } from '../bridge/bridge';
import { useAppServices } from '../renderer/app-services';

/** In a plain browser the bridge only records calls; this shows the last one so a tester sees it. */
export function BridgeLog() {
  const { bridge } = useAppServices();
  const [last, setLast] = useState<BridgeCall | null>(null);
  useEffect(() => bridge.subscribe(setLast), [bridge]);
  if (!last || last.platform !== 'browser') return null;
  return (
    <div className="bridge-log" role="status" data-testid="bridge-log">
      App bridge: {last.action} {Object.keys(last.params).length ? JSON.stringify(last.params) : ''}
    </div>
  );
}
