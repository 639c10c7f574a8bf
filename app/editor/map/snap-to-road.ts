import { useRef, useState } from 'react';
import { snapToRoad } from '../../../lib/api/calls/calls-lookup';
import { getAt } from '../../../lib/forms/definition/paths';
import { mapPointWrites, type LocationMapFields, type MapPoint } from '../../../lib/forms/location/location-point';
import { refusalMessageOf } from '../../api/client';
import { useOpenReport } from '../open-report/editor-context';
import { useApiClient } from '../../api/api-client-context';

export interface MapNotice {
  tone: 'done' | 'working' | 'refused';
  text: string;
}

const describe = (writes: { value: string }[]) => `Latitude ${writes[0]?.value} and longitude ${writes[1]?.value}`;

/**
 * Snap to roadway (docs/rules/map-diagrams-attachments.md, "Map"): a point chosen on the map moves to the nearest roadway (the road
 * snapping service, through Lookup/SnapToRoad) before it is written, unless Not on Roadway is
 * ticked. When no roadway is near, or the service cannot be used, the chosen point is written as
 * it is and the notice says why: the officer's choice is never lost to a lookup.
 */
export function useRoadSnap(fields: LocationMapFields) {
  const { store, setValues } = useOpenReport();
  const api = useApiClient();
  const [notice, setNotice] = useState<MapNotice | null>(null);
  // Only the newest choice is written: an earlier answer arriving late is dropped.
  const latest = useRef(0);

  async function setOnRoadway(chosen: MapPoint) {
    const attempt = ++latest.current;
    const write = (p: MapPoint) => {
      const writes = mapPointWrites(p, fields);
      setValues(writes);
      return describe(writes);
    };
    if (fields.notOnRoadwayPath !== null && getAt(store.getState().data, fields.notOnRoadwayPath) === true) {
      const set = write(chosen);
      setNotice({
        tone: 'done',
        text: `${set} set where you chose: Not on Roadway is ticked, so it stays off the road.`,
      });
      return;
    }
    setNotice({ tone: 'working', text: 'Finding the nearest roadway…' });
    try {
      const { road, radiusMeters } = await api.call(snapToRoad, chosen);
      if (attempt !== latest.current) return;
      if (!road) {
        const set = write(chosen);
        setNotice({
          tone: 'done',
          text: `${set} set where you chose: no roadway lies within ${radiusMeters} m. If the crash was off the road, tick Not on Roadway.`,
        });
        return;
      }
      const set = write(road);
      const name = road.roadName ? road.roadName.toUpperCase() : 'an unnamed roadway';
      setNotice({
        tone: 'done',
        text: `${set} set on ${name}, ${road.distanceMeters} m from where you chose.`,
      });
    } catch (e) {
      if (attempt !== latest.current) return;
      const set = write(chosen);
      const why = refusalMessageOf(e, 'The server cannot be reached, so the point was not moved to a roadway.');
      setNotice({ tone: 'done', text: `${why} ${set} set where you chose.` });
    }
  }

  return { notice, setNotice, setOnRoadway };
}
