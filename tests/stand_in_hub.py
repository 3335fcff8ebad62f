"""A stand-in for the Hugging Face Hub, which is unreachable here: a folder per repo behind HfApi's methods
the trainer calls. In-process tests use FolderHub directly; a subprocess gets it through `install`, called
by the sitecustomize.py beside this file when STAND_IN_HUB names the folder."""

from __future__ import annotations

import types
from pathlib import Path


class FolderHub:
    """Stands in for HfApi with a folder per repo (the Hub is unreachable here): uploads copy the files
    huggingface_hub's own pattern filter picks, downloads copy them back, a missing file raises
    huggingface_hub's EntryNotFoundError."""

    def __init__(self, root: Path, public: tuple[str, ...] = (), token_role: str = "write"):
        self.root, self.public, self.token_role = root, set(public), token_role  # repos shown as public

    def create_repo(self, repo_id, **_):
        (self.root / repo_id).mkdir(parents=True, exist_ok=True)

    def _copy(self, source: Path, files, destination: Path):
        import shutil

        for name in files:
            (destination / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source / name, destination / name)

    def upload_folder(self, *, repo_id, folder_path, path_in_repo="", allow_patterns=None, ignore_patterns=None,
                      run_as_future=False, **_):
        from concurrent.futures import Future

        from huggingface_hub.utils import filter_repo_objects

        files = [p.relative_to(folder_path).as_posix() for p in Path(folder_path).rglob("*") if p.is_file()]
        self._copy(Path(folder_path), filter_repo_objects(files, allow_patterns=allow_patterns,
                                                          ignore_patterns=ignore_patterns), self.root / repo_id / path_in_repo)
        if run_as_future:
            done = Future()
            done.set_result(None)
            return done

    def hf_hub_download(self, repo_id, filename, *, local_dir, **_):
        from huggingface_hub.errors import EntryNotFoundError

        if not (self.root / repo_id / filename).exists():
            raise EntryNotFoundError(f"{filename} is not in {repo_id}")
        self._copy(self.root / repo_id, [filename], Path(local_dir))
        return str(Path(local_dir) / filename)

    def snapshot_download(self, repo_id, *, allow_patterns=None, local_dir, **_):
        from huggingface_hub.utils import filter_repo_objects

        repo = self.root / repo_id
        files = [p.relative_to(repo).as_posix() for p in repo.rglob("*") if p.is_file()]
        self._copy(repo, filter_repo_objects(files, allow_patterns=allow_patterns), Path(local_dir))
        return local_dir

    def whoami(self):
        return {"name": "you", "auth": {"accessToken": {"role": self.token_role}}}

    def repo_info(self, repo_id, repo_type=None, **_):
        from huggingface_hub.errors import RepositoryNotFoundError

        if not (self.root / repo_id).is_dir():
            import httpx

            missing = httpx.Response(404, request=httpx.Request("GET", f"https://stand-in.hub/api/{repo_type}s/{repo_id}"))
            raise RepositoryNotFoundError(f"{repo_id} is not on this stand-in Hub", response=missing)
        return types.SimpleNamespace(id=repo_id, private=repo_id not in self.public)


def install(root: str) -> None:
    """Make every `huggingface_hub.HfApi()` of this process a FolderHub on `root` (a subprocess's
    sitecustomize calls this: the trainer run the way `hf jobs uv run` runs it, pushing to a folder)."""
    import huggingface_hub

    hub = FolderHub(Path(root))
    huggingface_hub.HfApi = type("HfApi", (), {"__new__": lambda cls, *a, **k: hub})
