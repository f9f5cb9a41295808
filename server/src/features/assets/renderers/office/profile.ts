import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * LibreOffice's settings for one conversion, written into its fresh profile: macros never run
 * (highest security level, and execution switched off), no link is updated on loading in Writer or
 * Calc (images by URL, OLE links, external data), and links from an untrusted document are blocked
 * (BlockUntrustedRefererLinks, which also keeps Impress and Draw from fetching pictures by URL).
 */
const REGISTRY = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>1</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="UseOpenCL" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/** A profile folder of its own for one conversion, under `dir` (deleted with it). */
export async function writeProfile(dir: string): Promise<string> {
  const profile = path.join(dir, 'profile');
  await fsp.mkdir(path.join(profile, 'user'), { recursive: true });
  await fsp.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), REGISTRY);
  return profile;
}
