/**
 * The technician's reads (spec 03 §2.7, §7; spec 04 §2.1, §2.8, §7): the signed-in user's brands, counters and
 * orders, and the final states. The technician is always the session's user (`tech`, `Technical`, `idTechnical`
 * carry the user's id: absent = them, anyone else is refused with 403). Their actions on an order are the shared
 * OrderWom/* calls of repairOrders.ts, which refuse (403) an order assigned to another technician.
 */
import { z } from 'zod';
import { endpoint } from '../envelope';
import * as routes from '../routes/repairTechnician';
import { page, text } from './fields';
import { actorId, orderRow, paginationBody, stateIdList } from './repairOrders';

/** The counters' groups (spec 04 §4): in workshop 7, 2, 10; pending control 4, 9, 5; pending payment 3. */
export const TECH_GROUPS = { workshop: ['7', '2', '10'], qualityControl: ['4', '9', '5'], pendingPayment: ['3'] } as const;
export type TechGroup = keyof typeof TECH_GROUPS;

/** '' (or absent) = every brand. */
const brand = { brand: text(60).default('') };

/** GET Parametric/GetBrandsByTechnical?Technical: the brands of the technician's orders. */
export const getBrandsByTechnical = endpoint({
  ...routes.getBrandsByTechnical, query: z.object({ Technical: actorId() }),
  answer: z.array(z.object({ text: z.string() })),
});

/** GET OrderWom/GetCountByOrdersAndTechBrand?Orders&tech&brand: data is the count of the technician's orders. */
export const getCountByOrdersAndTechBrand = endpoint({
  ...routes.getCountByOrdersAndTechBrand, query: z.object({ Orders: stateIdList(), tech: actorId(), ...brand }),
  answer: z.number().int(),
});

/** The technician view of an order (spec 04 §3): the shared row plus the device and fault fields, `nameTech`. */
export const techOrderRow = orderRow.extend({
  idLineType: z.number().int(), foulType: z.string(), foulType2: z.string(), doa: z.boolean(), warranty: z.boolean(),
  reentry: z.boolean(), purchaseDate: z.string(), observation: z.string(), nameTech: z.string(),
});
export type TechOrderRow = z.infer<typeof techOrderRow>;

/** POST OrderWom/GetOrderByStateAndTech?states&tech&brand with the pagination body. */
export const getOrderByStateAndTech = endpoint({
  ...routes.getOrderByStateAndTech,
  query: z.object({ states: stateIdList(), tech: actorId(), ...brand }), body: paginationBody,
  answer: page(techOrderRow),
});

/** GET OrderWom/getOrderByTechniciansInWorkshop?idTechnical: every open order of the technician (paged by the screen, 10). */
export const getOrderByTechniciansInWorkshop = endpoint({
  ...routes.getOrderByTechniciansInWorkshop, query: z.object({ idTechnical: actorId() }),
  answer: z.array(techOrderRow),
});

/** GET Parametric/GetAllFinalState?type: type 1 general, type 2 out of warranty (spec 03 §4.3). */
export const getAllFinalState = endpoint({
  ...routes.getAllFinalState,
  query: z.object({ type: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(1), z.literal(2)])) }),
  answer: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
