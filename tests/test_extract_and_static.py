"""Extraction and the static half of the gate: pure functions, no browser."""

import re
import shutil
import subprocess

import pytest
from conftest import SKETCHES

import rewards
from renderer import js_library_paths
from rewards import extract_sketch, inspect_source, strip_js

SKETCH = "function setup() {\n  createCanvas(600, 600, WEBGL);\n}\nfunction draw() {\n  brush.circle(1, 2, 3);\n}"


def codes(code, allowed=rewards.PROMPT_BRUSH_METHODS):
    return {v.code for v in inspect_source(code, allowed)[0]}


def test_extracts_the_fence_that_paints_whatever_comes_before_it():
    reply = f"Notes:\n```text\nnot code\n```\nHere:\n```javascript\n{SKETCH}\n```\n```js\nfunction setup(){{}}\n```"
    assert extract_sketch(reply) == SKETCH
    # the skeleton restated first, the sketch second
    reply = f"The skeleton:\n```javascript\nfunction setup() {{}}\nfunction draw() {{}}\n```\nThe painting:\n```js\n{SKETCH}\n```"
    assert extract_sketch(reply) == SKETCH
    # among sketches that paint as much, the later one: a model's final answer
    revised = SKETCH.replace("300", "310")
    assert extract_sketch(f"```js\n{SKETCH}\n```\nBetter:\n```js\n{revised}\n```") == revised


@pytest.mark.parametrize("tag", ["p5.js", "JavaScript", "js", "typescript", "ts", "", "p5", "javascript title=sketch.js"])
def test_any_javascript_like_tag_holds_the_sketch(tag):
    assert extract_sketch(f"Here you go:\n```{tag}\n{SKETCH}\n```\nEnjoy.") == SKETCH


def test_an_html_fence_gives_its_script():
    reply = f"```html\n<!doctype html>\n<script src=\"p5.js\"></script>\n<script>\n{SKETCH}\n</script>\n```"
    assert extract_sketch(reply).strip() == SKETCH


def test_extracts_a_bare_sketch_and_an_unclosed_fence():
    assert extract_sketch(SKETCH) == SKETCH
    cut = "```js\n" + SKETCH[:40]
    assert extract_sketch(cut) == SKETCH[:40].strip()
    assert "truncated" in codes(extract_sketch(cut))


@pytest.mark.parametrize("reply", ["I'm sorry, I can't draw images.", "", "```python\ndef setup(): pass\n```"])
def test_a_refusal_or_prose_has_no_sketch(reply):
    assert extract_sketch(reply) is None


def test_strip_js_blanks_comments_strings_templates_and_regexes_but_keeps_template_code():
    code = 'a = "ellipse(" + \'text(\'; // rect(\n/* image( */ b = `x ${ellipse(1)} y`; c = /line\\(/g;'
    stripped, complete = strip_js(code)
    assert complete and len(stripped) == len(code)
    assert "rect(" not in stripped and "image(" not in stripped and "text(" not in stripped
    assert "ellipse(1)" in stripped  # code inside ${} is still code
    assert "line" not in stripped


@pytest.mark.parametrize("code", ['x = "unterminated', "/* open comment", "x = `open ${ 1 }", "function f() {"])
def test_incomplete_code_is_truncated(code):
    assert not strip_js(code)[1] or "truncated" in codes(code)


def test_honest_sketches_pass_the_static_gate():
    for path in (SKETCHES / "honest").iterdir():
        code = extract_sketch(path.read_text())
        assert code is not None, path.name
        blocking = [v for v in inspect_source(code, rewards.PROMPT_BRUSH_METHODS)[0] if v.code in rewards.STATIC_BLOCKING]
        assert blocking == [], path.name


def test_the_static_scan_only_advises_except_for_code_that_cannot_run():
    """The compartment makes the text rules redundant: they explain, they do not gate. Only a
    truncated reply is refused before rendering (the CLI test checks every cheat's verdict)."""
    assert rewards.STATIC_BLOCKING == {"truncated"}
    honest = (SKETCHES / "honest" / "class_petals.js").read_text()
    advised = codes(honest)
    # a helper named point, a method named circle, a variable named location: advisories, not failures
    assert {"bare_primitive", "network_access"} <= advised
    assert not advised & rewards.STATIC_BLOCKING
    truncated = (SKETCHES / "cheats" / "truncated.js").read_text()
    assert "truncated" in codes(extract_sketch(truncated))


def test_static_rules_see_through_receivers_but_not_other_objects():
    base = SKETCH.replace("brush.circle(1, 2, 3);", "brush.circle(1, 2, 3); {}")
    for call in ["ellipse(1,2,3)", "window.ellipse(1,2,3)", "this.rect(1,2,3,4)", "p5.instance.line(1,2,3,4)"]:
        assert "bare_primitive" in codes(base.replace("{}", call)), call
    assert "bare_primitive" not in codes(base.replace("{}", "petals.line(1)"))
    assert "text_label" not in codes(base.replace("{}", 'const label = "text(";'))


def test_brush_methods_against_the_api_and_the_domain_list():
    assert "unknown_brush_method" in codes(SKETCH.replace("brush.circle", "brush.ellipse"))
    not_allowed = SKETCH.replace("brush.circle(1, 2, 3);", "brush.set('2B'); brush.line(1,2,3,4);")
    assert "brush_method_not_allowed" in codes(not_allowed)
    assert "brush_method_not_allowed" not in codes(not_allowed, allowed=None)
    assert "no_painting_calls" in codes(SKETCH.replace("brush.circle(1, 2, 3);", "brush.noStroke();"))


@pytest.mark.skipif(shutil.which("node") is None, reason="needs node to evaluate the bundle")
def test_brush_api_is_exactly_what_the_pinned_bundle_exports():
    bundle = js_library_paths()["p5.brush"]
    script = ("const m={};new Function('exports','module','define',require('fs').readFileSync(process.argv[1],'utf8'))"
              "(m,{},undefined);console.log(Object.keys(m).filter(k=>/^[a-z]/.test(k)).join(' '))")
    exported = subprocess.run(["node", "-e", script, str(bundle)], capture_output=True, text=True, check=True)
    assert set(exported.stdout.split()) == rewards.BRUSH_API


def test_the_system_prompt_states_the_skeleton_rules_and_exactly_the_allowed_methods():
    prompt = rewards.HIBISCUS.system_prompt()
    assert "createCanvas(600, 600, WEBGL)" in prompt and "(300, 300)" in prompt
    listed = set(re.findall(r"^\s+brush\.(\w+)\(", prompt, re.M))
    assert listed == set(rewards.PROMPT_BRUSH_METHODS)
    skeleton = prompt.split("Start from exactly this skeleton:")[1].split("Coordinates:")[0]
    assert inspect_source(skeleton + "\nbrush.circle(1,1,1);", rewards.PROMPT_BRUSH_METHODS)[0] == []
    assert rewards.HIBISCUS.task("a yellow hibiscus") == "Paint a yellow hibiscus in loose watercolour."


def test_readme_holds_the_generated_world_and_violation_tables():
    """Python, the page and the docs can never disagree: docs/reward.md's tables are rewards.readme_tables()."""
    readme = (SKETCHES.parent.parent / "docs" / "reward.md").read_text()
    block = readme.split("<!-- generated by `uv run rewards.py api`: start -->\n")[1].split("\n<!-- generated")[0]
    assert block == rewards.readme_tables()
    world = rewards.sketch_world()
    assert world["canvasSize"] == rewards.CANVAS_SIZE and set(world["brushMethods"]) == rewards.BRUSH_PAINTING_API


def test_a_tilde_fence_and_bare_code_between_prose():
    assert extract_sketch(f"~~~javascript\n{SKETCH}\n~~~") == SKETCH
    assert extract_sketch(f"Here is the sketch:\n{SKETCH}\nThe petals overlap in three washes.") == SKETCH


@pytest.mark.parametrize("tag", ["p5.js", "p5", "JavaScript", "js"])
@pytest.mark.parametrize("setup", ["var setup = async function () {", "var setup = async function setup() {",
                                   "let setup = async () => {", "const setup=async function(){"])
def test_setup_written_as_an_async_function_expression_in_any_js_fence_is_the_sketch(tag, setup):
    """Issue 41 named a ```p5.js fence holding `var setup = async function` as no_sketch; every such form is
    read as the sketch (the example so rewritten, rendered, scored 0.928 like the example: measured once)."""
    code = rewards.extract_sketch(rewards.EXAMPLE_REPLY).replace("async function setup() {", setup, 1)
    reply = f"Here it is.\n\n```{tag}\n{code}\n```\n"
    assert setup in code and rewards.extract_sketch(reply) == code.strip()
