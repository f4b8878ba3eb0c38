import crypto from 'node:crypto';
import {
  DEFAULT_TENANT_ID,
  SOCIAL_STATE_TTL_SECONDS,
  normalizeSocialBody,
  socialCallbackSchema,
  type SocialBindingVo,
  type SocialCallbackBody,
  type SocialSourceVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../platform/auth/login-user.js';
import { formatDateTime } from '../../platform/http/dates.js';
import { RequestValidationError, ServiceError } from '../../platform/http/errors.js';
import type { Store } from '../../platform/store/index.js';
import type { SocialProviderRepo, SocialProviderRow } from '../system/social/social-provider.repo.js';
import type { UserRepo, UserRow } from '../system/user/user.repo.js';
import { authIdOf, type SocialIdentity, type SocialOidc } from './social-oidc.js';
import type { SocialBindingRepo } from '../system/social/social-binding.repo.js';

const STATE = 'social-state:';
const STATE_USED = 'social-state-used:';

/** What the store keeps per authorization request until the provider sends the user back. */
interface PendingRequest {
  source: string;
  tenantId: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
  /** Set when a signed-in user binds an account: only that session may complete it. */
  bindFor?: { userId: number; tokenId: string };
}

/** The family's state: Base64 JSON {tenantId, domain, state} (its callback page reads the tenant from it). */
interface StatePayload {
  source: string;
  tenantId: string;
  domain: string;
  state: string;
  /** epoch seconds; tells an expired request from a forged one once the store has forgotten it. */
  exp: number;
}

function decodeState(state: string): StatePayload | null {
  try {
    const payload = JSON.parse(Buffer.from(state, 'base64').toString('utf8')) as StatePayload;
    return typeof payload.state === 'string' && typeof payload.exp === 'number' ? payload : null;
  } catch {
    return null;
  }
}

export function parseSocialBody(raw: Record<string, unknown>): SocialCallbackBody {
  const normalized = normalizeSocialBody(raw);
  const parsed = socialCallbackSchema.safeParse(normalized);
  if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body', normalized);
  return parsed.data;
}

/**
 * Social sign-in: the authorization request (state, nonce and PKCE kept in the store, single use, 5 minutes),
 * the callback (code exchange and id_token checks by SocialOidc), the bindings of sys_social.
 */
export class SocialService {
  constructor(
    private readonly providers: SocialProviderRepo,
    private readonly bindings: SocialBindingRepo,
    private readonly users: UserRepo,
    private readonly store: Store,
    private readonly oidc: SocialOidc,
  ) {}

  async sources(): Promise<SocialSourceVo[]> {
    return (await this.providers.enabled()).map((p) => ({ source: p.source, name: p.name }));
  }

  private async provider(source: string): Promise<SocialProviderRow> {
    const row = await this.providers.findBySource(source);
    if (!row || row.status !== '0') throw new ServiceError('social.sourceUnsupported', { source });
    return row;
  }

  /** The provider's authorization URL; a signed-in caller starts a binding, anyone else a sign-in. */
  async authorize(
    source: string,
    caller: LoginUser | null,
    query: { tenantId?: string; domain?: string },
    origin: string,
  ): Promise<string> {
    const row = await this.provider(source);
    const tenantId = caller?.tenantId ?? (query.tenantId || DEFAULT_TENANT_ID);
    const payload: StatePayload = {
      source,
      tenantId,
      domain: query.domain ?? '',
      state: crypto.randomBytes(24).toString('base64url'),
      exp: Math.floor(Date.now() / 1000) + SOCIAL_STATE_TTL_SECONDS,
    };
    const state = Buffer.from(JSON.stringify(payload)).toString('base64');
    // One address for every provider, normalized as the code exchange sends it (the two must be equal); the
    // callback page reads the source from the state.
    const redirectUri = new URL('/social-callback', origin).href;
    const request = await this.oidc.authorizationUrl(row, redirectUri, state);
    const pending: PendingRequest = {
      source,
      tenantId,
      redirectUri,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
      ...(caller ? { bindFor: { userId: caller.userId, tokenId: caller.tokenId } } : {}),
    };
    await this.store.set(STATE + payload.state, JSON.stringify(pending), SOCIAL_STATE_TTL_SECONDS);
    return request.url;
  }

  /** Takes the pending request of a state (once), telling a reused, an expired and an unknown state apart. */
  private async takeState(body: SocialCallbackBody): Promise<PendingRequest> {
    const payload = decodeState(body.socialState);
    if (!payload) throw new ServiceError('social.stateMismatch');
    const raw = await this.store.take(STATE + payload.state);
    if (!raw) {
      if (await this.store.get(STATE_USED + payload.state)) throw new ServiceError('social.stateUsed');
      if (payload.exp * 1000 < Date.now()) throw new ServiceError('social.stateExpired');
      throw new ServiceError('social.stateMismatch');
    }
    await this.store.set(STATE_USED + payload.state, '1', SOCIAL_STATE_TTL_SECONDS);
    const pending = JSON.parse(raw) as PendingRequest;
    if (pending.source !== body.source || pending.tenantId !== payload.tenantId)
      throw new ServiceError('social.stateMismatch');
    return pending;
  }

  private async exchange(body: SocialCallbackBody, pending: PendingRequest): Promise<SocialIdentity> {
    const row = await this.provider(body.source);
    return this.oidc.identity(
      row,
      { ...pending, state: body.socialState },
      { code: body.socialCode, iss: body.iss },
    );
  }

  /** The `social` grant: the bound user of the provider account, in the tenant the request was made for. */
  async loginUser(tenantId: string, raw: Record<string, unknown>): Promise<UserRow> {
    const body = parseSocialBody(raw);
    const pending = await this.takeState(body);
    if (pending.bindFor || pending.tenantId !== (tenantId || DEFAULT_TENANT_ID))
      throw new ServiceError('social.stateMismatch');
    const identity = await this.exchange(body, pending);
    const bound = await this.bindings.byAuthId(authIdOf(body.source, identity.subject));
    if (!bound.length) throw new ServiceError('social.notBound');
    const binding = bound.find((b) => (b.tenantId ?? DEFAULT_TENANT_ID) === pending.tenantId);
    if (!binding) throw new ServiceError('social.tenantDenied');
    const user = await this.users.findById(pending.tenantId, binding.userId);
    if (!user) throw new ServiceError('social.notBound');
    if (user.status !== '0') throw new ServiceError('auth.userDisabled', { username: user.userName });
    return user;
  }

  /** Completes a binding started by `caller` (same session); one account per source and user. */
  async bind(caller: LoginUser, raw: Record<string, unknown>): Promise<void> {
    const body = parseSocialBody(raw);
    const pending = await this.takeState(body);
    if (pending.bindFor?.tokenId !== caller.tokenId || pending.bindFor.userId !== caller.userId)
      throw new ServiceError('social.bindNeedsLogin');
    const identity = await this.exchange(body, pending);
    const authId = authIdOf(body.source, identity.subject);
    const existing = await this.bindings.byAuthId(authId);
    if (existing.some((b) => (b.tenantId ?? DEFAULT_TENANT_ID) === caller.tenantId))
      throw new ServiceError('social.alreadyBound');
    const mine = await this.bindings.ofUser(caller.tenantId, caller.userId);
    if (mine.some((m) => m.binding.source === body.source))
      throw new ServiceError('social.sourceBound', {
        sourceName: mine.find((m) => m.binding.source === body.source)!.sourceName ?? body.source,
      });
    await this.bindings.insert({
      tenantId: caller.tenantId,
      userId: caller.userId,
      authId,
      source: body.source,
      openId: identity.subject.slice(0, 255),
      userName: identity.userName,
      nickName: identity.nickName,
      email: identity.email,
      avatar: identity.avatar,
      // The provider's tokens are not kept: sign-in needs only the subject.
      accessToken: '',
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async bindingsOf(caller: LoginUser): Promise<SocialBindingVo[]> {
    return (await this.bindings.ofUser(caller.tenantId, caller.userId)).map(({ binding, sourceName }) => ({
      id: binding.id,
      source: binding.source,
      sourceName: sourceName ?? binding.source,
      openId: binding.openId,
      userName: binding.userName,
      nickName: binding.nickName,
      email: binding.email,
      avatar: binding.avatar,
      createTime: formatDateTime(binding.createTime),
    }));
  }

  async unbind(caller: LoginUser, id: number): Promise<void> {
    if (!(await this.bindings.deleteOwn(caller.tenantId, caller.userId, id)))
      throw new ServiceError('social.bindingNotFound');
  }
}
