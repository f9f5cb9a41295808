import type { Db } from '../../db/database.ts';
import type { DomainEvent } from '../../domain-events/events.ts';
import type { Message } from '../../i18n/messages.ts';
import type { MailContext } from './email.ts';
import { framesMessage } from './frames-message.ts';
import { createNewVersionNotices } from './new-version-notice.ts';
import { notify, type Notice } from './notify.ts';
import { createStageNotices } from './stage-notices.ts';
import { aboutAsset, loadSubject, nameOf } from './subject.ts';
import { excerpt, membersNotSeeing } from '../comments/index.ts';
import { describeTimecodes, framesOfComment } from '../feedback/index.ts';
import { readTimeline } from '../video/index.ts';


/**
 * Who is told what, for each event the services announce: the notifications feature decides, the
 * services only say what happened. One event may tell several people different things; each person
 * hears of it once, in its most specific kind (a mention beats a reply beats a comment).
 */
export function createNotificationListener(context: MailContext) {
  const tell = (trx: Db, notice: Notice) => notify(trx, context, notice);
  const stages = createStageNotices(tell);
  const newVersions = createNewVersionNotices(tell);

  async function commentCreated(trx: Db, commentId: number) {
    const comment = await trx.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst();
    if (!comment) return;
    const variation = await trx.selectFrom('variations as va').innerJoin('versions as v', 'v.id', 'va.version_id').select(['v.version', 'va.video_probe']).where('va.id', '=', comment.variation_id).executeTakeFirst();
    const subject = await loadSubject(trx, comment.asset_id, variation?.version);
    if (!subject) return;
    const parent = comment.parent_id === null ? undefined : await trx.selectFrom('comments').select(['user_id']).where('id', '=', comment.parent_id).executeTakeFirst();
    const timeline = readTimeline(variation?.video_probe ?? null);
    const onFrame = framesOfComment(comment, timeline);
    const link = `/asset/${subject.id}?version=${subject.version?.id ?? ''}&variation=${comment.variation_id}&comment=${comment.id}${comment.page > 1 ? `&page=${comment.page}` : ''}${onFrame.frame ? `&frame=${onFrame.frame}` : ''}`;
    const { base, titled } = aboutAsset(subject, 'comment', comment.user_id, link, comment.user_id === null ? comment.guest_name : null);
    // On a video the bell's line names the moment, as the e-mail does: "… on clip at 00:00:41:16: "…"".
    const timecodes = describeTimecodes(onFrame);
    const quoted = `${timecodes ? ` at ${timecodes}` : ''}: "${excerpt(comment.content)}"`;
    const common = { ...base, commentId: comment.id, quote: comment.content || null, frames: framesMessage(onFrame, timeline?.kind), frame: onFrame.frame === null || timeline?.kind !== 'video' ? null : { variation_id: comment.variation_id, frame: onFrame.frame }, buttonLabel: { id: comment.parent_id === null ? 'mail.notice.openComment' : 'mail.notice.openReply' } } satisfies Partial<Notice>;
    // Members kept out of the comment's private stage are never told of it: count them as told already.
    const heard = await membersNotSeeing(trx, comment);
    const once = (ids: (number | null)[]) => {
      const fresh = ids.filter((id): id is number => id !== null && !heard.has(id));
      for (const id of fresh) heard.add(id);
      return fresh;
    };

    if (comment.user_id === null) {
      const guest = `${comment.guest_name ?? 'A guest'} (guest)`;
      const guestNamed: Message = comment.guest_name === null ? { id: 'mail.notice.someGuest' } : { id: 'mail.notice.guest', values: { name: comment.guest_name } };
      const parentAuthor = parent?.user_id ?? null;
      await tell(trx, { ...common, kind: 'reply', recipients: once([parentAuthor]), message: `${guest} replied to your comment on ${subject.title}${quoted}`, headline: { id: 'mail.notice.replied', values: { actor: guestNamed, asset: titled } } });
      const link = comment.share_link_id === null ? undefined : await trx.selectFrom('share_links').select('created_by_user_id').where('id', '=', comment.share_link_id).executeTakeFirst();
      await tell(trx, {
        ...common,
        kind: 'guest_comment',
        recipients: once([subject.owner_id, link?.created_by_user_id ?? null]),
        message: `${guest} commented on ${subject.title}${quoted}`,
        headline: { id: 'mail.notice.commented', values: { actor: guestNamed, asset: titled } },
      });
      return;
    }

    const author = await nameOf(trx, comment.user_id);
    heard.add(comment.user_id);
    const mentions = (JSON.parse(comment.mentions) as number[]).filter((id) => Number.isInteger(id));
    await tell(trx, { ...common, kind: 'mention', recipients: once(mentions), message: `${author} mentioned you on ${subject.title}${quoted}`, headline: { id: 'mail.notice.mentioned', values: { actor: author, asset: titled } } });
    await tell(trx, {
      ...common,
      kind: 'reply',
      recipients: once([parent?.user_id ?? null]),
      message: `${author} replied to your comment on ${subject.title}${quoted}`,
      headline: { id: 'mail.notice.replied', values: { actor: author, asset: titled } },
    });
    await tell(trx, {
      ...common,
      kind: 'comment',
      recipients: once([...subject.creators, ...subject.reviewers]),
      message: `${author} ${comment.parent_id === null ? 'commented on' : 'replied on'} ${subject.title}${quoted}`,
      headline: { id: comment.parent_id === null ? 'mail.notice.commented' : 'mail.notice.repliedOn', values: { actor: author, asset: titled } },
    });
  }

  return async function onDomainEvent(trx: Db, event: DomainEvent): Promise<void> {
    switch (event.type) {
      case 'comment.created':
        return commentCreated(trx, event.comment_id);

      case 'review.requested': {
        const subject = await loadSubject(trx, event.asset_id);
        if (!subject) return;
        const actor = await nameOf(trx, event.actor_id);
        const { base, titled } = aboutAsset(subject, 'review_requested', event.actor_id);
        return tell(trx, { ...base, recipients: event.reviewer_ids, message: `${actor} asked you to review ${subject.title}`, headline: { id: 'mail.notice.reviewRequested', values: { actor, asset: titled } }, buttonLabel: { id: 'mail.notice.review', values: { asset: titled } } });
      }

      // Told once the version's comparison settles (version.compared), to say what changed.
      case 'version.uploaded':
        return newVersions.uploaded(trx, event);

      case 'version.compared':
        return newVersions.compared(trx, event);

      case 'decision.made': {
        // A decision that settles the review is told once, as its outcome, naming who decided.
        if (event.concludes) return;
        const subject = await loadSubject(trx, event.asset_id, event.version_number);
        if (!subject) return;
        const actor = event.actor_name ?? (await nameOf(trx, event.actor_id));
        const verb = event.decision === 'approved' ? 'approved' : 'requested changes on';
        const { base, titled } = aboutAsset(subject, 'decision', event.actor_id, undefined, event.guest_name);
        return tell(trx, {
          ...base,
          recipients: subject.creators,
          message: `${actor} ${verb} version ${event.version_number} of ${subject.title}${event.note ? `: "${event.note.slice(0, 80)}"` : ''}`,
          headline: { id: 'mail.notice.decided', values: { actor, decision: event.decision, asset: titled } },
          quote: event.note,
        });
      }

      case 'review.concluded': {
        const subject = await loadSubject(trx, event.asset_id, event.version_number);
        if (!subject) return;
        const { base, titled } = aboutAsset(subject, event.outcome === 'approved' ? 'approved' : 'decision', event.actor_id, undefined, event.guest_name);
        if (event.outcome === 'changes_requested') {
          const actor = event.actor_name ?? (await nameOf(trx, event.actor_id));
          return tell(trx, {
            ...base,
            recipients: subject.creators,
            message: `${actor} requested changes on version ${event.version_number} of ${subject.title}${event.note ? `: "${event.note.slice(0, 80)}"` : ''}`,
            headline: { id: 'mail.notice.decided', values: { actor, decision: 'changes_requested', asset: titled } },
            quote: event.note,
          });
        }
        // The one notice of the deciding approval too, so it names who decided.
        const actor = event.actor_name ?? (await nameOf(trx, event.actor_id));
        const last = event.by_all ? ', the last of the required approvers' : '';
        return tell(trx, {
          ...base,
          recipients: [...subject.creators, ...subject.reviewers],
          message: `${subject.title} is approved: ${actor} approved version ${event.version_number}${last}`,
          headline: { id: 'mail.notice.approved', values: { asset: titled, actor } },
        });
      }

      case 'review.due':
        return stages.due(trx, event);

      case 'version.created':
        stages.versionCreated(trx);
        return;

      case 'stage.started':
        return stages.started(trx, event);

      case 'stage.completed':
        return stages.completed(trx, event);

      case 'webhook.disabled': {
        const project = await trx.selectFrom('projects').select(['id', 'project_name']).where('id', '=', event.project_id).executeTakeFirst();
        if (!project) return;
        const admins = await trx.selectFrom('project_members').select('user_id').where('project_id', '=', project.id).where('role', '=', 'Admin').execute();
        const owner = await trx.selectFrom('projects').select('user_id').where('id', '=', project.id).executeTakeFirst();
        const text = `A webhook of ${project.project_name} was switched off: every delivery to ${event.url} failed for 24 hours`;
        return tell(trx, {
          kind: 'webhook_disabled',
          recipients: [owner?.user_id ?? null, ...admins.map((row) => row.user_id)],
          actorId: null,
          projectId: project.id,
          projectName: project.project_name,
          assetId: null,
          assetTitle: null,
          commentId: null,
          message: text,
          headline: { id: 'mail.notice.webhookDisabled', values: { project: project.project_name, url: event.url } },
          link: `/project/${project.id}`,
          buttonLabel: { id: 'mail.notice.openWebhooks' },
          thumbnail: null,
          quote: null,
        });
      }

      case 'invitation.accepted': {
        const project = await trx.selectFrom('projects').select(['id', 'project_name']).where('id', '=', event.project_id).executeTakeFirst();
        if (!project) return;
        const member = await nameOf(trx, event.member_id);
        return tell(trx, {
          kind: 'invitation_accepted',
          recipients: [event.inviter_id],
          actorId: event.member_id,
          projectId: project.id,
          projectName: project.project_name,
          assetId: null,
          assetTitle: null,
          commentId: null,
          message: `${member} accepted your invitation to ${project.project_name}`,
          headline: { id: 'mail.notice.invitationAccepted', values: { member, project: project.project_name } },
          link: `/project/${project.id}`,
          buttonLabel: { id: 'mail.notice.open', values: { name: project.project_name } },
          thumbnail: null,
          quote: null,
        });
      }
    }
  };
}
