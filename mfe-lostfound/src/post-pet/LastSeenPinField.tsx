import { useState } from 'react';
import { LocateFixed, Trash2 } from 'lucide-react';
import { Button } from '@pawpals/ui';
import { PetMap } from '../shared/map/PetMap';

type Pin = { latitude: number; longitude: number };

/**
 * The last seen place on a map (optional): "Use my location", or a click / drag on the map. Without a
 * pin the server places the post from the location text (a ZIP code or "city, state" in it).
 */
export function LastSeenPinField({ pin, onChange }: { pin: Pin | null; onChange: (pin: Pin | null) => void }) {
  const [status, setStatus] = useState<string | null>(null);
  const useMyLocation = () => {
    if (!navigator.geolocation) {
      setStatus('Your browser cannot share its location. Click the map instead.');
      return;
    }
    setStatus('Locating…');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus(null);
        onChange({ latitude: Math.round(coords.latitude * 1e6) / 1e6, longitude: Math.round(coords.longitude * 1e6) / 1e6 });
      },
      () => setStatus('Location access was refused. Click the map instead.'),
      { timeout: 15_000 },
    );
  };
  return (
    <div className="grid gap-3" data-testid="pin-field">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">
          Mark the place on the map <span className="font-normal text-muted-foreground">(optional — click the map or drag the pin)</span>
        </p>
        <div className="flex gap-2">
          <Button type="button" size="sm" variant="outline" onClick={useMyLocation}>
            <LocateFixed aria-hidden="true" /> Use my location
          </Button>
          {pin ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
              <Trash2 aria-hidden="true" /> Remove pin
            </Button>
          ) : null}
        </div>
      </div>
      <PetMap markers={[]} pin={pin} onPinChange={onChange} height={280} label="Map: click where the pet was last seen" />
      <p role="status" className="text-sm text-muted-foreground" data-testid="pin-status">
        {status ?? (pin ? `Pinned at ${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}` : 'No pin: we will place the post from the location text.')}
      </p>
    </div>
  );
}
