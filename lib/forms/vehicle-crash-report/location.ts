import { CodeListId } from '../../codes/list-ids';
import { checkbox, code, count, section, text, yesNo } from '../definition/builders';

/**
 * The Location section; township and city lists cascade from the county. A new report starts
 * at the author's default location (defaultFrom 'profile.*'): county, city and map point.
 */
export const location = section(
  'Location',
  'Location',
  [
    code('CountyCde', 'County', CodeListId.County, { defaultFrom: 'profile.county', role: 'location.county' }),
    code('TownshipCde', 'Township', CodeListId.Township, { parentField: 'CountyCde' }),
    code('CityCde', 'City/Town', CodeListId.City, {
      parentField: 'CountyCde',
      defaultFrom: 'profile.city',
      role: 'location.city',
    }),
    yesNo('InCorpLimitInd', 'Inside Corporate Limits', undefined, { role: 'location.insideCorporateLimits' }),
    code('LocalityCde', 'Locality', CodeListId.Locality),
    code('RdwyClassCde', 'Roadway Class', CodeListId.RoadwayClass),
    code('FUNCTIONALCLASSCDE', 'Functional Class', CodeListId.FunctionalClass),
    {
      key: 'LatDecimalNmb',
      label: 'Latitude',
      type: 'latLong',
      mask: '99.999999999',
      integerDigits: 2,
      fractionDigits: 9,
      min: 38,
      max: 42,
      defaultFrom: 'profile.latitude',
      role: 'location.latitude',
    },
    {
      key: 'LongDecimalNmb',
      label: 'Longitude',
      type: 'latLong',
      mask: '-99.999999999',
      integerDigits: 2,
      fractionDigits: 9,
      min: -88,
      max: -85,
      defaultFrom: 'profile.longitude',
      role: 'location.longitude',
    },
    text('RdwyHouseNbrTxt', 'House Number', { maxLength: 10, role: 'location.houseNumber' }),
    text('RdwyNameTxt', 'Roadway Name', { maxLength: 40, role: 'location.roadName' }),
    text('RdwyNumberTxt', 'Roadway Number', { maxLength: 10, role: 'location.roadNumber' }),
    code('RdwySuffixTxt', 'Roadway Suffix', CodeListId.StreetSuffix, { role: 'location.roadSuffix' }),
    code('RoadwayDirection', 'Roadway Direction', CodeListId.CompassDirection, { role: 'location.roadDirection' }),
    code('LocationType', 'Location Type', CodeListId.LocationType, { role: 'location.locationType' }),
    {
      key: 'InterMileMarkNmb',
      label: 'Intersecting Road / Mile Marker',
      type: 'number',
      mask: '99.9',
      integerDigits: 2,
      fractionDigits: 1,
      min: 0,
    },
    text('RdwyInterChangeTxt', 'Interchange', { maxLength: 40 }),
    text('InterNameTxt', 'Intersecting Road Name', { maxLength: 40, role: 'location.intersectingName' }),
    code('InterSuffixTxt', 'Intersecting Road Suffix', CodeListId.StreetSuffix, {
      role: 'location.intersectingSuffix',
    }),
    text('InterNumberTxt', 'Intersecting Road Number', { maxLength: 10 }),
    text('RdwyRampTxt', 'Ramp', { maxLength: 1 }),
    text('Zip', 'Zip Code', { maxLength: 10, role: 'location.zip' }),
    count('FeetFromPointNmb', 'Distance From Intersection (feet)', 4),
    code('DirFromPointCde', 'Direction From Intersection', CodeListId.CompassDirection),
    checkbox('NotOnRoadway', 'Not on Roadway', { role: 'location.notOnRoadway' }),
    checkbox('UnableToMap', 'Unable to Map', { role: 'location.unableToMap' }),
    { key: 'MapIt', label: 'Map', type: 'map' },
  ],
  { navRoot: true },
);
