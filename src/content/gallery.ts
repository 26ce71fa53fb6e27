import type { GalleryCategory, GalleryImage } from './types'

export const galleryCategories: readonly GalleryCategory[] = [
  'Movers',
  'Logistics',
  'Warehousing',
  'Team',
]

const image = (id: string, caption: string, alt: string): GalleryImage => ({
  id,
  src: `/images/gallery/${id}.svg`,
  width: 1200,
  height: 800,
  caption,
  alt,
})

/** The gallery, six drawn scenes per category; swap any file for a photo of the same ratio. */
export const gallery = {
  Movers: [
    image(
      'movers-1',
      'Packing a living room',
      'A mover wraps a plate at a table beside an open box while a colleague carries a sealed carton past stacked boxes',
    ),
    image(
      'movers-2',
      'Blanket-wrapped furniture',
      'A sofa wrapped in a quilted blanket and strapped, with a mover stretch-wrapping an armchair and another carrying folded blankets',
    ),
    image(
      'movers-3',
      'Loading the truck',
      'A mover carries a box up the ramp of an open moving truck while boxes wait on a hand truck, with the city skyline behind',
    ),
    image(
      'movers-4',
      'Delivery to a villa',
      'Movers carry boxes towards the arched door of a villa between palm trees while a coordinator checks a clipboard',
    ),
    image(
      'movers-5',
      'Lift-van into a container',
      'A forklift lifts a wooden lift-van marked fragile towards an open shipping container as a supervisor checks the load',
    ),
    image(
      'movers-6',
      'Unpacking in the new home',
      'In a new living room a mover lifts a vase out of a box while another hangs a picture above the sofa',
    ),
  ],
  Logistics: [
    image(
      'logistics-1',
      'Container terminal',
      'A gantry crane lifts a container above stacks at a port while a truck waits with a container and a worker in a hard hat watches',
    ),
    image(
      'logistics-2',
      'Air cargo loading',
      'Ground crew raise a cargo container on a scissor loader into the open side door of a cargo plane',
    ),
    image(
      'logistics-3',
      'Road freight across the desert',
      'Two container trucks drive along a desert highway past sand dunes at sunset',
    ),
    image(
      'logistics-4',
      'Pallet handling',
      'A forklift lifts a pallet of boxes beside tall pallet racking',
    ),
    image(
      'logistics-5',
      'Customs documentation',
      'A customs clerk works at a counter with a laptop, papers and a stamp beside an approved document',
    ),
    image(
      'logistics-6',
      'Sea freight under way',
      'A loaded container ship at sea with a city skyline on the horizon',
    ),
  ],
  Warehousing: [
    image(
      'warehousing-1',
      'Racking aisles',
      'A long warehouse aisle between tall racks of stored goods, with a staff member at the far end',
    ),
    image(
      'warehousing-2',
      'Climate-controlled vaults',
      'Storage vaults with roll-up doors, an air-conditioning vent and a climate panel, checked by a staff member with a tablet',
    ),
    image(
      'warehousing-3',
      'Labelled crates',
      'Wooden crates stacked in rows with barcode labels while a staff member applies a label',
    ),
    image(
      'warehousing-4',
      '24/7 monitoring',
      'A CCTV camera watches pallet bays while an operator follows a wall of monitors',
    ),
    image(
      'warehousing-5',
      'Inventory scanning',
      'A handheld scanner reads a barcode on a shelved box beside an inventory checklist',
    ),
    image(
      'warehousing-6',
      'Loading dock',
      'A truck backed into a loading bay while a forklift works on the dock and a supervisor holds a clipboard',
    ),
  ],
  Team: [
    image(
      'team-1',
      'Morning crew briefing',
      'A supervisor points at a route map on a whiteboard while seven crew members listen',
    ),
    image(
      'team-2',
      'Home survey',
      'A surveyor with a tablet lists items in a client’s home as the client points at a cabinet',
    ),
    image('team-3', 'Our drivers', 'Four drivers in caps stand in front of two company trucks'),
    image(
      'team-4',
      'Move coordinators',
      'Two coordinators at desks with monitors and a third with a tablet beside a wall map showing a route',
    ),
    image(
      'team-5',
      'Safe-lifting training',
      'A trainer presents a safe-lifting slide to two rows of seated crew members',
    ),
    image('team-6', 'The team', 'Thirteen team members in two rows in front of the company depot'),
  ],
} satisfies Record<GalleryCategory, GalleryImage[]>
