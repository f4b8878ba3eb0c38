import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_TENANT_ID,
  DictType,
  ResponseCode,
  SECRET_MASK,
  type ClientVo,
  type Language,
  type clientBodySchema,
  type clientStatusSchema,
  type clientUpdateSchema,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { DictService } from '../dict/dict.service.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { ClientQuery, ClientRepo, ClientRow, ClientValues } from './client.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

type AddBody = z.output<typeof clientBodySchema>;
type EditBody = z.output<typeof clientUpdateSchema>;
type StatusBody = z.output<typeof clientStatusSchema>;

/** The family's rule: a new client's id is md5(clientKey + clientSecret) in lowercase hex. */
export const clientIdOf = (clientKey: string, clientSecret: string) =>
  crypto
    .createHash('md5')
    .update(clientKey + clientSecret)
    .digest('hex');

export function toClientVo(row: ClientRow): ClientVo {
  return {
    id: row.id,
    clientId: row.clientId,
    clientKey: row.clientKey,
    clientSecret: SECRET_MASK,
    grantType: row.grantType,
    grantTypeList: row.grantType ? row.grantType.split(',') : [],
    deviceType: row.deviceType,
    activeTimeout: row.activeTimeout,
    timeout: row.timeout,
    status: row.status,
    createTime: formatDateTime(row.createTime),
  };
}

const badRequest = (key: 'client.grantTypeInvalid' | 'client.deviceTypeInvalid', value: string) =>
  new ServiceError(key, { value }, ResponseCode.BAD_REQUEST);

export class ClientService {
  constructor(
    private readonly repo: ClientRepo,
    private readonly dicts: DictService,
  ) {}

  async list(q: ClientQuery) {
    const { rows, total } = await this.repo.page(q);
    return { rows: rows.map(toClientVo), total };
  }

  async get(id: number): Promise<ClientVo> {
    return toClientVo(await this.found(id));
  }

  async add(user: LoginUser, body: AddBody): Promise<void> {
    const values = await this.checked(body, body.clientSecret);
    if (await this.repo.keyTaken(body.clientKey))
      throw new ServiceError('client.keyExists', { clientKey: body.clientKey });
    const clientId = clientIdOf(body.clientKey, body.clientSecret);
    if (await this.repo.clientIdTaken(clientId)) throw new ServiceError('client.idExists', { clientId });
    await this.repo.insert(clientId, values, user);
  }

  /** The client id stays what it was issued as: signed-in consoles and apps send it on every request. */
  async edit(user: LoginUser, body: EditBody): Promise<void> {
    const row = await this.found(body.id);
    const values = await this.checked(body, body.clientSecret || row.clientSecret);
    if (await this.repo.keyTaken(body.clientKey, row.id))
      throw new ServiceError('client.keyExists', { clientKey: body.clientKey });
    if (row.clientId === DEFAULT_CLIENT_ID && values.status !== '0') throw new ServiceError('client.builtin');
    await this.repo.update(row.id, values, user.userId);
  }

  async changeStatus(user: LoginUser, body: StatusBody): Promise<void> {
    const row = await this.found(body.id);
    if (row.clientId === DEFAULT_CLIENT_ID && body.status !== '0') throw new ServiceError('client.builtin');
    await this.repo.update(row.id, { status: body.status }, user.userId);
  }

  async remove(user: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(ids);
    refuseMissing(
      ids,
      rows.map((r) => r.id),
    );
    if (rows.some((r) => r.clientId === DEFAULT_CLIENT_ID)) throw new ServiceError('client.builtin');
    if (rows.length)
      await this.repo.softDelete(
        rows.map((r) => r.id),
        user.userId,
      );
  }

  async export(q: Partial<ClientQuery>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(q, EXPORT_MAX_ROWS)).map(toClientVo);
    const label = (type: string) => dictLabels(this.dicts, DEFAULT_TENANT_ID, type, lang);
    const [grant, device, status] = await Promise.all([
      label(DictType.SYS_GRANT_TYPE),
      label(DictType.SYS_DEVICE_TYPE),
      label(DictType.SYS_NORMAL_DISABLE),
    ]);
    const columns: XlsxColumn<ClientVo>[] = [
      { header: message('client.column.id'), value: (r) => r.id, width: 8 },
      { header: message('client.column.clientId'), value: (r) => r.clientId, width: 36 },
      { header: message('client.column.clientKey'), value: (r) => r.clientKey },
      {
        header: message('client.column.grantTypeList'),
        value: (r) => r.grantTypeList.map(grant).join(', '),
        width: 30,
      },
      {
        header: message('client.column.deviceType'),
        value: (r) => (r.deviceType ? device(r.deviceType) : ''),
      },
      { header: message('client.column.activeTimeout'), value: (r) => r.activeTimeout },
      { header: message('client.column.timeout'), value: (r) => r.timeout },
      { header: message('client.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('client.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'client.sheet'), columns, rows);
  }

  private async found(id: number): Promise<ClientRow> {
    const row = await this.repo.findById(id);
    if (!row) throw new ServiceError('client.notFound', { id });
    return row;
  }

  /** Grant and device types must be entries of their dictionaries; the active timeout cannot outlast the token. */
  private async checked(body: AddBody | EditBody, clientSecret: string): Promise<ClientValues> {
    const values = async (type: string) =>
      new Set((await this.dicts.byType(DEFAULT_TENANT_ID, type, 'zh_CN')).map((d) => d.dictValue));
    const [grants, devices] = await Promise.all([
      values(DictType.SYS_GRANT_TYPE),
      values(DictType.SYS_DEVICE_TYPE),
    ]);
    const unknownGrant = body.grantTypeList.find((g) => !grants.has(g));
    if (unknownGrant) throw badRequest('client.grantTypeInvalid', unknownGrant);
    if (!devices.has(body.deviceType)) throw badRequest('client.deviceTypeInvalid', body.deviceType);
    if (body.activeTimeout > body.timeout)
      throw new ServiceError('client.activeTimeoutTooLong', {}, ResponseCode.BAD_REQUEST);
    return {
      clientKey: body.clientKey,
      clientSecret,
      grantType: [...new Set(body.grantTypeList)].join(','),
      deviceType: body.deviceType,
      activeTimeout: body.activeTimeout,
      timeout: body.timeout,
      status: body.status,
    };
  }
}
