/** An asset with nothing uploaded yet (made with a title only). */
export function NoVersions() {
  return (
    <div className="flex min-h-[350px] flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-line bg-surface p-6 text-center">
      <p className="font-medium">No versions yet — upload a design</p>
      <p className="text-sm text-muted">Use Add Version above to upload the first file.</p>
    </div>
  );
}
