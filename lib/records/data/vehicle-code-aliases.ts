/**
 * How returns write vehicle style and colour, mapped to the codes of the report's lists: style
 * list 1020 (MMUCC body type, '01' Passenger Car) and colour list 1019 (NCIC colour codes). A
 * value that is already a code, or a list label ('Pickup', 'Silver'), needs no alias; these are
 * the other common spellings: NCIC VST style codes (4D, PK, UT ...) and colour words. A registration's
 * style DEFAULT is code 01 (Passenger Car). A value with no alias and no match is left for the officer.
 */

/** Style as printed -> list 1020 code. */
export const STYLE_ALIASES: Readonly<Record<string, string>> = {
  DEFAULT: '01',
  ...Object.fromEntries(
    ['2D', '4D', '2DR', '4DR', '3D', '5D', 'SD', 'SEDAN', 'CP', 'COUPE', 'HB', 'HATCHBACK', 'CV', 'CONVERTIBLE']
      .concat(['SW', 'WAGON', 'STATION WAGON', 'LM', 'LIMOUSINE', 'PC', 'CAR', 'AUTO', 'AUTOMOBILE', '2T', '4T'])
      .map((k) => [k, '01']),
  ),
  ...Object.fromEntries(['UT', 'SUV', 'SPORT UTILITY', 'UTILITY', 'CROSSOVER'].map((k) => [k, '14'])),
  ...Object.fromEntries(['VN', 'VAN', 'MINIVAN', 'MV', 'PV', 'PASSENGER VAN'].map((k) => [k, '20'])),
  ...Object.fromEntries(['CARGO VAN', 'PANEL VAN', 'PN'].map((k) => [k, '21'])),
  ...Object.fromEntries(['PK', 'PU', 'PICKUP', 'PICKUP TRUCK', 'PICK UP'].map((k) => [k, '30'])),
  ...Object.fromEntries(['SB', 'SCHOOL BUS'].map((k) => [k, '50'])),
  ...Object.fromEntries(['BU', 'BUS'].map((k) => [k, '58'])),
  ...Object.fromEntries(['MH', 'MOTOR HOME', 'MOTORHOME', 'RV'].map((k) => [k, '73'])),
  ...Object.fromEntries(['TT', 'TRACTOR', 'TRACTOR TRUCK', 'SEMI'].map((k) => [k, '78'])),
  ...Object.fromEntries(['MC', 'MCY', 'MOTORCYCLE', 'CYCLE'].map((k) => [k, '80'])),
  ...Object.fromEntries(['MP', 'MOPED', 'SCOOTER', 'MOPED/SCOOTER'].map((k) => [k, '81'])),
  ...Object.fromEntries(['ATV', 'ALL TERRAIN'].map((k) => [k, '90'])),
  ...Object.fromEntries(['SN', 'SNOWMOBILE'].map((k) => [k, '91'])),
  ...Object.fromEntries(['LSV', 'LOW SPEED VEHICLE'].map((k) => [k, '94'])),
  ...Object.fromEntries(['GC', 'GOLF CART'].map((k) => [k, '95'])),
};

/** Colour as printed -> list 1019 code. */
export const COLOUR_ALIASES: Readonly<Record<string, string>> = {
  GREY: 'GRY',
  GRA: 'GRY',
  WHT: 'WHI',
  BRN: 'BRO',
  ORG: 'ONG',
  ORANGE: 'ONG',
  PUR: 'PLE',
  PRP: 'PLE',
  PURPLE: 'PLE',
  YLW: 'YEL',
  SLV: 'SIL',
  SLR: 'SIL',
  GOLD: 'GLD',
  BEIGE: 'BGE',
  BEI: 'BGE',
  MAROON: 'MAR',
  BURGUNDY: 'MAR',
  CREAM: 'CRM',
  NAVY: 'DBL',
  'DARK BLUE': 'DBL',
  'DK BLUE': 'DBL',
  'LIGHT BLUE': 'LBL',
  'LT BLUE': 'LBL',
  'DARK GREEN': 'DGR',
  'DK GREEN': 'DGR',
  'LIGHT GREEN': 'LGR',
  'LT GREEN': 'LGR',
  MULTI: 'MUL',
  MULTICOLOR: 'MUL',
  'MULTI-COLOR': 'MUL',
  CHROME: 'COM',
  ALUMINUM: 'ALU',
  CAMO: 'CAM',
};
