/**
 * The body's rich-text editor (TipTap on ProseMirror), loaded only by the edit screen (lazy): headings,
 * bold, italic, underline, lists, quotes, links and images uploaded to the API. It holds HTML; the
 * server sanitises what is saved (docs/domain.md "CMS"), so the editor's HTML is never trusted.
 */
import * as Popover from '@radix-ui/react-popover';
import { mergeAttributes, Node, type ChainedCommands } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/text-field';
import { alertError } from '@/lib/alerts';
import { cn } from '@/lib/cn';
import { CMS_IMAGE_MAX_BYTES, CMS_IMAGE_TYPES } from '@/shared/constants/cms-item';
import { cmsLinkHref } from '@/shared/schemas/cms-item';
import { uploadCmsImage } from '../api/cms-item-api';

/** An image the body shows (src and alt only: what the server keeps). */
const Image = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: null } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The id of the label that names the editor. */
  labelId: string;
  invalid?: boolean;
};

/** The file as base64 (without the data: prefix). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** A toolbar button: what it marks (`key`, as the editor names it, with its `attributes`) and its toggle. */
const toolOf = (
  key: string,
  toggle: (chain: ChainedCommands) => ChainedCommands,
  attributes?: Record<string, unknown>,
) => ({
  key,
  run: (e: Editor) => toggle(e.chain().focus()).run(),
  active: (e: Editor) => e.isActive(key, attributes),
});

const TOOLS = [
  toolOf('bold', (c) => c.toggleBold()),
  toolOf('italic', (c) => c.toggleItalic()),
  toolOf('underline', (c) => c.toggleUnderline()),
  toolOf('heading', (c) => c.toggleHeading({ level: 2 }), { level: 2 }),
  toolOf('bulletList', (c) => c.toggleBulletList()),
  toolOf('orderedList', (c) => c.toggleOrderedList()),
  toolOf('blockquote', (c) => c.toggleBlockquote()),
];

export default function RichTextEditor({ value, onChange, onBlur, labelId, invalid = false }: RichTextEditorProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'cms-body min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((tool) => [tool.key, e ? tool.active(e) : false])),
  });

  // A value set from outside (a colleague's version taken, another language) replaces the content.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const addImage = async (file: File | undefined) => {
    if (!editor || !file) return;
    if (!(CMS_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > CMS_IMAGE_MAX_BYTES) {
      alertError(new Error(t('cmsItem:errors.imageType')));
      return;
    }
    setUploading(true);
    try {
      const { url } = await uploadCmsImage({
        fileName: file.name,
        contentType: file.type as (typeof CMS_IMAGE_TYPES)[number],
        data: await base64Of(file),
      });
      editor
        .chain()
        .focus()
        .insertContent({ type: 'image', attrs: { src: url, alt: file.name } })
        .run();
    } catch (error) {
      alertError(error);
    } finally {
      setUploading(false);
    }
  };

  const tool = 'rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-50';
  return (
    <div className={cn('rounded-md border bg-white', invalid ? 'border-red-600' : 'border-slate-300')}>
      <div
        role="toolbar"
        aria-label={t('cmsItem:editor.toolbar')}
        className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
      >
        {TOOLS.map((item) => (
          <button
            key={item.key}
            type="button"
            className={cn(tool, active?.[item.key] && 'bg-slate-200 font-semibold')}
            aria-pressed={Boolean(active?.[item.key])}
            onClick={() => editor && item.run(editor)}
          >
            {t(`cmsItem:editor.${item.key}`)}
          </button>
        ))}
        {editor && <LinkPopover editor={editor} className={tool} />}
        <button type="button" className={tool} disabled={uploading} onClick={() => fileInput.current?.click()}>
          {t(uploading ? 'cmsItem:editor.uploading' : 'cmsItem:editor.image')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept={CMS_IMAGE_TYPES.join(',')}
          className="hidden"
          aria-label={t('cmsItem:editor.image')}
          onChange={(e) => {
            void addImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

/**
 * The toolbar's link: a popover asking the address of the selected text's link (the current one
 * filled in), checked by the shared schema (a web or e-mail address, what the server keeps); Enter
 * applies it, "Remove link" or an empty address takes it off, Esc closes it and focus goes back.
 */
function LinkPopover({ editor, className }: { editor: Editor; className: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState<string>();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const apply = (value: string) => {
    const checked = cmsLinkHref.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (checked.data === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: checked.data }).run();
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref(current || 'https://');
          setError(undefined);
        }
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          className={cn(className, current && 'bg-slate-200 font-semibold')}
          aria-pressed={!!current}
        >
          {t('cmsItem:editor.link')}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={4}
          className="motion-pop z-50 w-80 rounded-md border border-slate-200 bg-white p-3 shadow-lg focus:outline-none"
        >
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              // React passes a portal's events on to its React parents: the item's own form would save.
              event.stopPropagation();
              apply(href);
            }}
          >
            <TextField
              label={t('cmsItem:editor.linkAddress')}
              type="url"
              value={href}
              error={error}
              autoFocus
              onChange={(event) => {
                setHref(event.target.value);
                setError(undefined);
              }}
            />
            <div className="flex justify-end gap-2">
              {current && (
                <Button type="button" variant="secondary" onClick={() => apply('')}>
                  {t('cmsItem:editor.linkRemove')}
                </Button>
              )}
              <Button type="submit">{t('cmsItem:editor.linkApply')}</Button>
            </div>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
