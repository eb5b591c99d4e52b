import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import world from 'world-atlas/countries-110m.json';
import { numericOf } from './country-codes';

export interface CountryFigure {
  code: string;
  name: string;
  value: number;
  label: string;
}

export interface WorldMapProps {
  figures: CountryFigure[];
  title: string;
}

const WIDTH = 960;
const HEIGHT = 480;
/** Five steps of the portal's blue, light to dark; countries without payments stay grey. */
const STEPS = ['#bae0ff', '#69b1ff', '#1677ff', '#0958d9', '#002c8c'];
const NONE = '#e6e6e6';

// The world's outlines (Natural Earth 1:110m, shipped in the package: no tile server, nothing fetched), projected once.
type Topology = Parameters<typeof feature>[0];
const topology = world as unknown as Topology;
const shapes = feature(topology, topology.objects.countries as Parameters<typeof feature>[1]) as unknown as FeatureCollection<Geometry, { name: string }>;
const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], shapes);
const path = geoPath(projection);
// A few disputed areas have no ISO code (id): they are drawn, keyed by their place, and never shaded.
const OUTLINES = shapes.features.map((f, i) => ({ key: f.id === undefined ? `area-${i}` : String(f.id), id: f.id === undefined ? null : String(f.id), d: path(f) ?? '' }));

/** MAP_WIDGET and GeoChart: the world with each country shaded by its figure (its name and figure as the shape's title). */
export default function WorldMap({ figures, title }: WorldMapProps) {
  const byId = new Map(figures.map((f) => [numericOf(f.code), f]));
  const most = Math.max(1, ...figures.map((f) => f.value));
  const fill = (value: number) => STEPS[Math.min(STEPS.length - 1, Math.floor((value / most) * STEPS.length))]!;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title} style={{ display: 'block' }}>
      {OUTLINES.map((outline) => {
        const figure = outline.id === null ? undefined : byId.get(outline.id);
        return (
          <path key={outline.key} d={outline.d} fill={figure ? fill(figure.value) : NONE} stroke="#ffffff" strokeWidth={0.5}>
            {figure && <title>{`${figure.name}: ${figure.label}`}</title>}
          </path>
        );
      })}
    </svg>
  );
}
