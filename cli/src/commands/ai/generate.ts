import { Args, Flags } from "@oclif/core";
import { AI_IMAGES_PER_REQUEST, type AiImage, type Scene } from "@orbis/core/contract";
import { ErrorCode } from "@orbis/core/errors";
import { waitForImages } from "../../lib/ai/waitForImages";
import { OrbisCommand, RunFailure } from "../../lib/baseCommand";
import { CliError, exitForCode } from "../../lib/errors";
import { aiImageColumns, newSceneColumns } from "../../lib/output/columns";
import { renderTable } from "../../lib/output/table";

/** What `ai generate` did. */
interface Generated {
  readonly images: AiImage[];
  readonly scenes: Scene[];
}

export default class AiGenerate extends OrbisCommand {
  static override summary = "Paint AI panoramas from a prompt, and optionally add them to a tour";

  static override description =
    `Each image costs one of the month's credits (see \`orbis ai usage\`); a failed image gives its credit back. Without --wait the command ends once the images are asked for: they are painted in the background, and \`orbis ai list\` shows them. With --wait it shows progress on stderr until they are done; --tour waits too, then adds every complete image to the tour as a scene (tiled by the server like an upload).

Exit codes: 0 all done, 4 no credits left or no education plan, 5 still painting at --wait-timeout, 1 an image failed.`;

  static override examples = [
    '<%= config.bin %> <%= command.id %> "a harbour at dawn" --style daylight',
    '<%= config.bin %> <%= command.id %> "a pine forest in snow" -s winter -n 3 --wait',
    '<%= config.bin %> <%= command.id %> "the school yard" -s daylight --tour 8d1e… --json | jq -r ".scenes[].id"',
  ];

  static override args = {
    prompt: Args.string({ description: "what to paint (up to 1000 characters)", required: true }),
  };

  static override flags = {
    style: Flags.string({
      char: "s",
      description: "style ID (see `orbis ai styles`)",
      required: true,
    }),
    count: Flags.integer({
      char: "n",
      description: "how many variations to paint",
      default: 1,
      min: 1,
      max: AI_IMAGES_PER_REQUEST,
    }),
    tour: Flags.string({
      char: "t",
      description: "tour ID to add the complete images to as scenes (implies --wait)",
    }),
    wait: Flags.boolean({ char: "w", description: "wait until the images are painted" }),
    "wait-timeout": Flags.integer({
      description: "seconds to wait for the images",
      default: 900,
      min: 1,
    }),
  };

  async run(): Promise<Generated> {
    const { args, flags } = await this.parse(AiGenerate);
    const api = (await this.session(flags)).api();
    const { list } = await api.createAiImage({
      body: { prompt: args.prompt, style: flags.style, count: flags.count },
    });
    const ids = list.map((i) => i.id);
    if (!flags.wait && flags.tour === undefined) {
      this.log(renderTable(aiImageColumns, list, "No images."));
      this.logToStderr("Painting in the background; `orbis ai list` shows them when done.");
      return { images: list, scenes: [] };
    }
    const settled = await waitForImages(api, ids, {
      timeoutMs: flags["wait-timeout"] * 1000,
      pollMs: 1000,
      onProgress: (working) => {
        if (this.jsonEnabled()) return;
        const done = ids.length - working.length;
        const states = working.map((i) => i.status).join(", ");
        this.logToStderr(`${done} of ${ids.length} painted; ${states}`);
      },
    });
    const images = [...settled.complete, ...settled.failed];
    this.log(renderTable(aiImageColumns, images, "No images."));
    const scenes: Scene[] = [];
    if (flags.tour !== undefined) {
      for (const image of settled.complete) {
        try {
          scenes.push(
            await api.createSceneFromAiImage({
              params: { tourId: flags.tour },
              body: { aiImageId: image.id },
            }),
          );
        } catch (error) {
          throw new RunFailure(error, { images, scenes });
        }
      }
      this.log(renderTable(newSceneColumns, scenes, "No scenes added."));
    }
    const failed = settled.failed[0];
    if (failed !== undefined) {
      const failure = new CliError(
        ErrorCode.internal,
        `${settled.failed.length} image(s) not painted; first: ${failed.id}: ${failed.error ?? failed.status}`,
        exitForCode(ErrorCode.internal),
      );
      throw new RunFailure(failure, { images, scenes });
    }
    return { images, scenes };
  }
}
