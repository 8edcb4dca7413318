import { Status } from '@shop/contracts/status';
import type { UpdateVendorMasterRequest, UpdateVendorRequest, Vendor, VendorMaster } from '@shop/contracts/vendors';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { bpToRate, rateToBp } from '../../lib/money.js';
import { isY, yn } from '../../lib/yn.js';
import { changesBetween } from '../audit/diff.js';
import { recordChange } from '../audit/repo.js';
import * as repo from './repo.js';

export const VENDOR_SAVED = { CREATE: 'Vendor added successfully!', UPDATE: 'Vendor updated successfully!', DELETE: 'Vendor deleted successfully!' } as const;
export const VENDOR_MASTER_SAVED = {
  CREATE: 'Vendor Master added successfully!',
  UPDATE: 'Vendor Master updated successfully!',
  DELETE: 'Vendor Master deleted successfully!',
} as const;

const vendorOf = (r: repo.VendorRow): Vendor => ({
  vendorid: r.vendorid,
  vendorname: r.vendorname,
  vendorreferenceid: r.vendorreferenceid,
  description: r.description,
  airportid: r.airportid,
  direction: r.direction,
  contactname: r.contactname,
  contactemail: r.contactemail,
  contactphone: r.contactphone,
  loungeoperator: yn(r.loungeoperator),
  express: yn(r.express),
  status: r.status,
  taxrate: bpToRate(r.taxrateBp),
});

/** Every vendor (store), for the vendors list. */
export const getVendors = async (db: Db): Promise<Vendor[]> => (await repo.listVendors(db)).map(vendorOf);

/** Every vendor master, for the vendor master list and the Parent Vendor choice. */
export const getVendorMasters = async (db: Db): Promise<VendorMaster[]> => repo.listVendorMasters(db);

const taken = (what: string, id: string) => new AppError(Status.CONFLICT, `${what} ${id} already exists. Please choose another Vendor Id.`);
const inUse = (what: string, id: string, by: string) =>
  new AppError(Status.CONFLICT, `${what} ${id} still has ${by} and cannot be deleted. Set it Inactive instead.`);

/** The row a vendor form saves; ticking Lounge Operator forces Express to N (back office section 4.11). */
const vendorFields = (req: UpdateVendorRequest, vendorname: string) => ({
  vendorname,
  vendorreferenceid: req.vendorreferenceid,
  description: req.description,
  airportid: req.airportid,
  direction: req.direction,
  contactname: req.contactname,
  contactemail: req.contactemail,
  contactphone: req.contactphone,
  loungeoperator: isY(req.loungeoperator),
  express: isY(req.express) && !isY(req.loungeoperator),
  status: req.status,
  taxrateBp: rateToBp(req.taxrate),
});

/** Who saves and when: every save is recorded in the item's history (modules/audit). */
export interface Author {
  who: string;
  at: Date;
}

/**
 * Creates, updates or deletes a vendor: a store at one airport and direction, named by its parent vendor
 * master. Its id never changes. A vendor that products, users or orders refer to cannot be deleted.
 */
export async function updateVendor(db: Db, by: Author, req: UpdateVendorRequest): Promise<{ message: string }> {
  const id = req.vendorid;
  try {
    return await db.transaction(async (tx) => {
      const before = (await repo.findVendor(tx, id)) ?? null;
      if (req.actiontype === 'CREATE' && before) throw taken('Vendor', id);
      if (req.actiontype !== 'CREATE' && !before) throw notFound(`Vendor ${id} was not found.`);
      let after: Vendor | null = null;
      if (req.actiontype === 'DELETE') await repo.deleteVendorRow(tx, id);
      else {
        const master = await repo.findVendorMaster(tx, req.vendorreferenceid);
        if (!master) throw notFound(`Parent Vendor ${req.vendorreferenceid} was not found.`);
        const row = vendorFields(req, master.vendorname);
        if (req.actiontype === 'CREATE') await repo.insertVendor(tx, { vendorid: id, ...row });
        else await repo.updateVendorRow(tx, id, row);
        after = vendorOf((await repo.findVendor(tx, id))!);
      }
      const changes = changesBetween(before && vendorOf(before), after);
      await recordChange(tx, { entity: 'vendor', entityid: id, ...by, changes });
      return { message: VENDOR_SAVED[req.actiontype] };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('Vendor', id);
    if (isForeignKeyViolation(err)) throw inUse('Vendor', id, 'products, users or orders');
    throw err;
  }
}

/** Creates, updates or deletes a vendor master; renaming it renames its stores. One with stores cannot be deleted. */
export async function updateVendorMaster(db: Db, by: Author, req: UpdateVendorMasterRequest): Promise<{ message: string }> {
  const id = req.vendorid;
  try {
    return await db.transaction(async (tx) => {
      const before = (await repo.findVendorMaster(tx, id)) ?? null;
      if (req.actiontype === 'CREATE' && before) throw taken('Vendor Master', id);
      if (req.actiontype !== 'CREATE' && !before) throw notFound(`Vendor Master ${id} was not found.`);
      const after = req.actiontype === 'DELETE' ? null : { vendorid: id, vendorname: req.vendorname, description: req.description, status: req.status };
      if (!after) await repo.deleteVendorMasterRow(tx, id);
      else if (req.actiontype === 'CREATE') await repo.insertVendorMaster(tx, after);
      else {
        await repo.updateVendorMasterRow(tx, id, after);
        await repo.renameStoresOf(tx, id, req.vendorname);
      }
      await recordChange(tx, { entity: 'vendormaster', entityid: id, ...by, changes: changesBetween(before, after) });
      return { message: VENDOR_MASTER_SAVED[req.actiontype] };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken('Vendor Master', id);
    if (isForeignKeyViolation(err)) throw inUse('Vendor Master', id, 'vendors');
    throw err;
  }
}
